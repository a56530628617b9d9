import { useEffect, useState } from "react";
import { afterIdle } from "./use-now";

/**
 * When the next page's route modules and data may be fetched before the tap
 * (docs/decisions/0017, 0026, 0027). PagesAhead does the fetching; this
 * module only decides whether it may start yet:
 *
 * - not before the page has hydrated and the browser is idle: nothing fetched
 *   for a page the visitor may never open competes with this one's start;
 * - never when the visitor asked to save data or is on a 2G connection.
 */

/** The Network Information API, where the browser has it (Chromium). */
interface Connection {
  saveData?: boolean;
  effectiveType?: string;
}

/** Whether the visitor's connection allows fetching what they may not need. */
export function connectionAllowsPrefetch(connection: Connection | undefined): boolean {
  return !connection?.saveData && !/2g$/.test(connection?.effectiveType ?? "");
}

/**
 * Whether the next pages may be fetched yet (app/components/layout/PagesAhead.tsx):
 * false in the prerendered page and while it starts, and for good when the
 * connection asks for restraint; true after the browser's first idle moment
 * after hydration (the moment the support widget fills in: app/lib/use-now.ts).
 */
export function usePrefetchAllowed(): boolean {
  const [allowed, setAllowed] = useState(false);
  useEffect(
    () =>
      afterIdle(() => {
        if (
          connectionAllowsPrefetch(
            (navigator as Navigator & { connection?: Connection }).connection,
          )
        )
          setAllowed(true);
      }),
    [],
  );
  return allowed;
}
