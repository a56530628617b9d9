import { useEffect, useState } from "react";
import { afterIdle } from "../core/use-now";

/** Whether the next pages' modules and data may be fetched before the tap (docs/navigation.md):
 * not before hydration and the browser's first idle moment, so nothing competes with this page's
 * start, and never under Save-Data or on 2G. PagesAhead does the fetching. */

/** The Network Information API, where the browser has it (Chromium). */
interface Connection {
  saveData?: boolean;
  effectiveType?: string;
}

/** Whether the visitor's connection allows fetching what they may not need. */
export function connectionAllowsPrefetch(connection: Connection | undefined): boolean {
  return !connection?.saveData && !/2g$/.test(connection?.effectiveType ?? "");
}

/** Whether the next pages may be fetched yet: false while the page starts, and for good when the
 * connection asks for restraint; true after the first idle moment after hydration
 * (app/lib/core/use-now.ts). */
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
