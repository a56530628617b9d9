import { useEffect, useState } from "react";
import { business } from "../../../content/business";
import { loadOnce } from "../../lib/core/load-once";
import { useNow } from "../../lib/core/use-now";

/** Status and clock are recalculated this often (docs/spec.md §9). */
export const SUPPORT_REFRESH_MS = 60_000;

const loadHours = loadOnce(() => import("../../lib/hours/support-hours"));

/** ONLINE / OFFLINE in Eastern Time: the HTML shows a neutral state of the same size until
 * hydration; the arithmetic (app/lib/hours/support-hours.ts) loads when the clock starts
 * (budgets.json). */
export function SupportStatus() {
  const now = useNow(SUPPORT_REFRESH_MS);
  const [hours, setHours] = useState(loadHours.loaded);
  useEffect(() => {
    if (!now || hours) return;
    let live = true;
    loadHours()
      .then((module) => {
        if (live) setHours(module);
      })
      // Not here (offline, a new deploy): the neutral state stays; the next tick tries again.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [now, hours]);
  const status = now && hours ? hours.supportStatus(now) : null;
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
