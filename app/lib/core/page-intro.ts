/** The id of a page's intro (its heading and lead, or the home's hero), one per page: the first
 * paint waits for it to be parsed (the root's `rel="expect"` link, docs/decisions/0050), so it
 * never shows the header alone. */
export const PAGE_INTRO_ID = "intro";
