/** The site's two web fonts, cut to the characters it sets (docs/decisions/0039) from the
 * fontsource Latin files into app/fonts/ by `npm run fonts`; a character a cut lacks is drawn in
 * the face's metric-matched fallback (app/styles/tokens.css). */

/** The characters of the site's copy: printable ASCII, no-break space, ©, middle dot and the
 * typographic signs it uses; others (an accented letter a visitor types) fall back. */
export const SITE_CHARACTERS =
  Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join("") + "\u00a0©·–—‘’“”•…€";

/** Characters no site font has (nor the packages' Latin files): drawn in a system font. */
export const SYSTEM_FONT_CHARACTERS = "→✓◆";

/** OpenType features kept: kerning, ligatures, the composition and mark features text needs, and
 * tabular figures; stylistic sets and alternates the site never turns on are left out. */
export const FEATURES = ["kern", "liga", "calt", "ccmp", "locl", "mark", "mkmk", "rvrn", "tnum"];

export const fonts = [
  {
    file: "app/fonts/inter-site.woff2",
    source: "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
    characters: SITE_CHARACTERS,
    // Every weight: the body, labels and buttons use 400 to 650.
    axes: undefined,
  },
  {
    file: "app/fonts/source-serif-4-site.woff2",
    source: "@fontsource-variable/source-serif-4/files/source-serif-4-latin-wght-normal.woff2",
    characters: SITE_CHARACTERS,
    // The weights it is set in: 500 (quotes), 600 (H1, H2), 650 (the brand).
    axes: { wght: { min: 500, max: 650 } },
  },
] as const;
