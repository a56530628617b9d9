import { startTransition, useEffect, useState } from "react";
import type { PrefetchBehavior } from "react-router";
import { afterIdle } from "./use-now";

/**
 * When the site's links fetch the next page's route module and data before the
 * tap (docs/decisions/0017). React Router does the fetching (`prefetch` on
 * Link and NavLink); this module only decides whether it may start yet:
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
 * The `prefetch` for a link: "none" in the prerendered page, while it starts,
 * and for good when the connection asks for restraint; `behavior` after the
 * browser's first idle moment after hydration (the moment the support widget
 * fills in: app/lib/use-now.ts). "viewport" for links a visitor sees before
 * choosing (the bar, the footer, cards), "intent" for those rarely followed.
 */
export function usePrefetch(behavior: PrefetchBehavior): PrefetchBehavior {
  const [on, setOn] = useState(false);
  useEffect(
    () =>
      afterIdle(() => {
        const allowed = connectionAllowsPrefetch(
          (navigator as Navigator & { connection?: Connection }).connection,
        );
        // A transition: the links' re-render never holds up what the visitor is doing.
        if (allowed) startTransition(() => setOn(true));
      }),
    [],
  );
  return on ? behavior : "none";
}
