import { DialogButton } from "../dialogs/dialogs";

/** The banner repeats its message this many times (docs/spec.md §9). */
export const TICKER_REPEAT = 12;

/** A scrolling banner that is one button opening the contact dialog; the moving copies are
 * hidden from assistive technology. */
export function Ticker({ message }: { message: string }) {
  const copies = Array.from({ length: TICKER_REPEAT }, (_, i) => i);
  return (
    <DialogButton dialog="contact" className="ticker">
      <span className="sr-only">{message}</span>
      <span aria-hidden="true" className="ticker-track">
        {copies.map((i) => (
          <span key={i} className="ticker-item">
            {message}
            <span className="ticker-dot">◆</span>
          </span>
        ))}
      </span>
    </DialogButton>
  );
}
