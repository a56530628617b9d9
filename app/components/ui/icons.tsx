/** Lucide's drawings (lucide.dev, ISC licence) in a plain <svg> from one tiny factory, keeping
 * lucide-react's helpers out of the start-up JS (budgets.json). Icons only one page draws live
 * with it. */

type IconProps = { className?: string; "aria-hidden"?: "true" };

/** An icon component from the inner markup of a 24 × 24 Lucide drawing. */
export function svgIcon(body: string) {
  return function SvgIcon(props: IconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width="24"
        height="24"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        {...props}
        dangerouslySetInnerHTML={{ __html: body }}
      />
    );
  };
}

export const ArrowUp = /* @__PURE__ */ svgIcon('<path d="m5 12 7-7 7 7"/><path d="M12 19V5"/>');
export const CalendarDays = /* @__PURE__ */ svgIcon(
  '<path d="M8 2v4"/><path d="M16 2v4"/><rect width="18" height="18" x="3" y="4" rx="2"/><path d="M3 10h18"/><path d="M8 14h.01"/><path d="M12 14h.01"/><path d="M16 14h.01"/><path d="M8 18h.01"/><path d="M12 18h.01"/><path d="M16 18h.01"/>',
);
export const CheckCircle = /* @__PURE__ */ svgIcon(
  '<circle cx="12" cy="12" r="10"/><path d="m9 12 2 2 4-4"/>',
);
export const CreditCard = /* @__PURE__ */ svgIcon(
  '<rect width="20" height="14" x="2" y="5" rx="2"/><line x1="2" x2="22" y1="10" y2="10"/>',
);
export const Mail = /* @__PURE__ */ svgIcon(
  '<path d="m22 7-8.991 5.727a2 2 0 0 1-2.009 0L2 7"/><rect x="2" y="4" width="20" height="16" rx="2"/>',
);
export const MapPin = /* @__PURE__ */ svgIcon(
  '<path d="M20 10c0 4.993-5.539 10.193-7.399 11.799a1 1 0 0 1-1.202 0C9.539 20.193 4 14.993 4 10a8 8 0 0 1 16 0"/><circle cx="12" cy="10" r="3"/>',
);
export const Menu = /* @__PURE__ */ svgIcon(
  '<path d="M4 5h16"/><path d="M4 12h16"/><path d="M4 19h16"/>',
);
export const Pause = /* @__PURE__ */ svgIcon(
  '<rect x="14" y="3" width="5" height="18" rx="1"/><rect x="5" y="3" width="5" height="18" rx="1"/>',
);
export const Phone = /* @__PURE__ */ svgIcon(
  '<path d="M13.832 16.568a1 1 0 0 0 1.213-.303l.355-.465A2 2 0 0 1 17 15h3a2 2 0 0 1 2 2v3a2 2 0 0 1-2 2A18 18 0 0 1 2 4a2 2 0 0 1 2-2h3a2 2 0 0 1 2 2v3a2 2 0 0 1-.8 1.6l-.468.351a1 1 0 0 0-.292 1.233 14 14 0 0 0 6.392 6.384"/>',
);
export const Play = /* @__PURE__ */ svgIcon(
  '<path d="M5 5a2 2 0 0 1 3.008-1.728l11.997 6.998a2 2 0 0 1 .003 3.458l-12 7A2 2 0 0 1 5 19z"/>',
);
export const X = /* @__PURE__ */ svgIcon('<path d="M18 6 6 18"/><path d="m6 6 12 12"/>');
