/** The brand's mark (pediment on three columns), drawn by the favicon file (public/favicon.svg)
 * so the browser fetches it once. Decorative: the brand name beside it is the link's text. */
export function LogoMark() {
  return <img src="/favicon.svg" alt="" width={32} height={32} className="brand-mark" />;
}
