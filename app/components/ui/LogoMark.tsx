/**
 * The brand's mark: a pediment on three columns (the law) on a base, in the
 * accent on an ink tile. The file is the favicon's (public/favicon.svg), so the
 * browser has it once and no page or script carries the drawing. Decorative:
 * the brand name beside it is the link's text.
 */
export function LogoMark() {
  return <img src="/favicon.svg" alt="" width={32} height={32} className="brand-mark" />;
}
