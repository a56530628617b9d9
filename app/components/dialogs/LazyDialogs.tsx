import { Suspense, useState } from "react";
import { onDemand } from "../../lib/on-demand";
import { useDialogs, type DialogName } from "./dialogs";

// The two site dialogs, their form and the form's checks are not part of a
// page's start: they load as it hydrates (preloadAfterStart below), or when one
// is first opened if that comes first. Once opened a dialog stays mounted, closed, like any other.
export const contactDialog = onDemand(() => import("./ContactDialog").then((m) => m.ContactDialog));
export const referralDialog = onDemand(() =>
  import("./ReferralDialog").then((m) => m.ReferralDialog),
);

/**
 * Everything a first press on a dialog trigger, or a first blur in a form,
 * needs, about 13 KB gzipped. The client entry calls this as hydration starts
 * (app/entry.client.tsx): by then every module the page starts with has
 * arrived and the network is idle, and these arrive while React hydrates.
 * One request per task, all at once rather than one level of imports after
 * the other (each level costs a round trip: 150 ms on a slow phone network).
 * Hydration does not wait for any of it (docs/decisions/0010).
 */
const afterStart: (() => Promise<unknown>)[] = [
  contactDialog.preload,
  () => import("./Modal"),
  () => import("../../../shared/contact-specs"),
  () => import("../forms/LazyForm").then((m) => m.leadForm.preload()),
  () => import("../forms/LeadForm"),
  () => import("../../../shared/forms"),
  () => import("../../../shared/form-options"),
  () => import("../../../shared/project-options"),
  referralDialog.preload,
];

export function preloadAfterStart() {
  let next = 0;
  const step = () => {
    afterStart[next++]?.().catch(() => undefined); // A failed load is tried again on use.
    if (next < afterStart.length) setTimeout(step, 0);
  };
  setTimeout(step, 0);
}

export function LazyDialogs() {
  const { open } = useDialogs();
  const [opened, setOpened] = useState<readonly DialogName[]>([]);
  // Derived during render (React's pattern for state that follows a prop), so a
  // dialog whose code has arrived is drawn open in the same render as the press.
  if (open && !opened.includes(open)) setOpened([...opened, open]);
  return (
    <>
      {opened.includes("contact") && (
        <Suspense fallback={null}>
          <contactDialog.Component />
        </Suspense>
      )}
      {opened.includes("referral") && (
        <Suspense fallback={null}>
          <referralDialog.Component />
        </Suspense>
      )}
    </>
  );
}
