import { startTransition, Suspense, useEffect, useState } from "react";
import { onDemand } from "../../lib/on-demand";
import { useDialogs, type DialogName } from "./dialogs";

// The two site dialogs, their form and the form's checks are not part of a
// page's start: they load as it hydrates (preloadAfterStart below), or when one
// is first opened if that comes first.
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
 * Hydration does not wait for any of it (docs/decisions/0013).
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

let preloading: Promise<void> | undefined;

/** Starts (once) loading `afterStart`; resolves when all of it has arrived. */
export function preloadAfterStart(): Promise<void> {
  preloading ??= new Promise<void>((resolve, reject) => {
    const loads: Promise<unknown>[] = [];
    const step = () => {
      loads.push(afterStart[loads.length]!());
      if (loads.length < afterStart.length) setTimeout(step, 0);
      else Promise.all(loads).then(() => resolve(), reject);
    };
    setTimeout(step, 0);
  });
  // A failed load is tried again when a dialog opens.
  return preloading.catch(() => undefined);
}

export function LazyDialogs() {
  const { open } = useDialogs();
  const [opened, setOpened] = useState<readonly DialogName[]>([]);
  // Derived during render (React's pattern for state that follows a prop), so a
  // dialog whose code has arrived is drawn open in the same render as the press.
  if (open && !opened.includes(open)) setOpened([...opened, open]);

  // Once their code is here, both dialogs are drawn closed, with their forms, in
  // a transition (React draws it in slices of a few milliseconds, after any
  // work a visitor started): the first press then only opens a dialog that
  // exists, like every later press.
  useEffect(() => {
    let live = true;
    void preloadAfterStart().then(() => {
      if (live) startTransition(() => setOpened(["contact", "referral"]));
    });
    return () => {
      live = false;
    };
  }, []);

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
