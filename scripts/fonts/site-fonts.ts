/**
 * The site's two web fonts, cut down to the characters it sets in them
 * (docs/decisions/0039): `npm run fonts` writes them into app/fonts/ from the
 * fontsource packages' Latin files, and every page preloads both. A character
 * a cut lacks is drawn in the face's metric-matched fallback
 * (app/styles/tokens.css).
 */

/**
 * The characters of the site's copy: printable ASCII, the no-break space, ©,
 * the middle dot and the typographic signs it uses. Others (a letter with an
 * accent that a visitor types) are drawn in the face's metric-matched fallback.
 */
export const SITE_CHARACTERS =
  Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join("") + "\u00a0©·–—‘’“”•…€";

/**
 * Characters that no site font has (neither the cuts nor the packages' Latin
 * files): the browser draws them in a system font, as it always did.
 */
export const SYSTEM_FONT_CHARACTERS = "→✓◆";

/**
 * The OpenType features kept: kerning, ligatures and the composition and
 * mark features text needs, and tabular figures (`tabular-nums`). The
 * stylistic sets and alternates the site never turns on are left out.
 */
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
