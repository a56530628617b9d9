import { business } from "../../../content/business";
import { supportStatus } from "../../lib/support-hours";
import { useNow } from "../../lib/use-now";

/** Status and clock are recalculated this often (docs/spec.md §9). */
export const SUPPORT_REFRESH_MS = 60_000;

/**
 * ONLINE / OFFLINE in Eastern Time. The prerendered HTML shows a neutral state of
 * the same size; the real status fills in after hydration without layout shift.
 */
export function SupportStatus() {
  const now = useNow(SUPPORT_REFRESH_MS);
  const status = now ? supportStatus(now) : null;
  const state = status ? (status.online ? "online" : "offline") : "unknown";
  return (
    <section aria-labelledby="support-status-heading" className="support-widget" data-state={state}>
      <h2 id="support-status-heading" className="footer-heading">
        Support
      </h2>
      <p className="flex items-center gap-2 text-fg-strong" role="status">
        <span aria-hidden="true" className="status-dot" />
        <span className="font-semibold tracking-wide">
          {status ? (status.online ? "ONLINE" : "OFFLINE") : "Checking hours…"}
        </span>
      </p>
      <p className="text-small text-fg-muted">{status ? status.message : "\u00a0"}</p>
      <p className="text-small text-fg-muted">
        <span className="tabular-nums">{status ? status.clock : "\u00a0"}</span>{" "}
        {business.timeZoneLabel}
      </p>
    </section>
  );
}
