/**
 * The brand's mark: a pediment on three columns (the law) standing on a base,
 * drawn in the accent on an ink tile. Decorative: the brand name beside it is
 * the link's text. public/favicon.svg is the same drawing.
 */
export function LogoMark({ className = "brand-mark" }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 32 32" className={className} focusable="false">
      <rect x="0.5" y="0.5" width="31" height="31" rx="8" fill="#0f1829" stroke="#cdb07a" strokeOpacity="0.45" />
      <g fill="none" stroke="#dcc493" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round">
        <path d="M8 12.5 16 7.5l8 5Z" />
        <path d="M10.5 15.5v6.5M16 15.5v6.5M21.5 15.5v6.5" />
        <path d="M7.5 25h17" />
      </g>
    </svg>
  );
}
