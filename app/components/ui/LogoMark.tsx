/** The brand's mark (pediment on three columns), drawn by the favicon file (public/favicon.svg)
 * so the browser fetches it once. Decorative: the brand name beside it is the link's text. At low
 * priority: no paint waits for it, and React writes no preload of it into the head. */
export function LogoMark() {
  return (
    <img
      src="/favicon.svg"
      alt=""
      width={32}
      height={32}
      fetchPriority="low"
      className="brand-mark"
    />
  );
}
