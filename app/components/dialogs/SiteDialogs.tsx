import { memo, Suspense } from "react";
import { LeftOutOnError, onDemand } from "../../lib/on-demand";
import { backToTop, footer } from "../layout/SiteShell";

// The two site dialogs are part of every page's prerendered HTML, closed, so
// the browser can open them from their triggers' invoker commands before the
// app has started. Their code is not part of a page's start: React leaves a
// server-rendered boundary whose code has not arrived as it is (dehydrated,
// but working as plain HTML) and hydrates it when the code comes, which is
// requested as hydration starts (preloadAfterStart below, docs/decisions/0015).
export const contactDialog = onDemand(() => import("./ContactDialog").then((m) => m.ContactDialog));
export const referralDialog = onDemand(() =>
  import("./ReferralDialog").then((m) => m.ReferralDialog),
);

/**
 * What the page loads right after start: everything the dialogs and the forms'
 * checks need, about 13 KB gzipped, then the footer and the back-to-top button
 * (their HTML is prerendered and hydrates when their code comes). The client
 * entry calls this as hydration starts (app/entry.client.tsx): by then every
 * module the page starts with has arrived and the network is idle, and these
 * arrive while React hydrates. One request per task, all at once rather than
 * one level of imports after the other (each level costs a round trip: 150 ms
 * on a slow phone network). Hydration does not wait for any of it.
 */
const afterStart: (() => Promise<unknown>)[] = [
  contactDialog.preload,
  () => import("./Modal"),
  () => import("./use-form-session"),
  () => import("../../../shared/forms/contact-specs"),
  () => import("../forms/LeadForm"),
  () => import("../../../shared/forms/forms"),
  // The same module again, through the loader that keeps it for synchronous checks.
  () => import("../../lib/load-validation").then((m) => m.loadValidation()),
  () => import("../../../shared/forms/form-options"),
  () => import("../../../shared/forms/project-options"),
  referralDialog.preload,
  () => import("../../../shared/forms/referral-spec"),
  footer.preload,
  backToTop.preload,
  // Records where this visit came from, once per tab (docs/decisions/0021).
  () => import("../../lib/visit-source").then((m) => m.thisVisit()),
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
  // A failed load is tried again when React reaches the dialogs.
  return preloading.catch(() => undefined);
}

// A dialog whose code fails to load is left out: the page stays, its dialog
// buttons then do nothing, and the phone number is on every page.
/**
 * Both dialogs, each in a Suspense boundary of its own. Nothing above them
 * may change before they have hydrated: an update that reaches a boundary
 * whose code has not arrived makes React drop its server HTML and draw it
 * afresh once the code is here (the dialog would be missing meanwhile). So
 * this takes no props, is memoized, and sits outside every context provider
 * of the site (in the root layout, app/root.tsx).
 */
export const SiteDialogs = memo(function SiteDialogs() {
  return (
    <>
      <LeftOutOnError what="A dialog">
        <Suspense>
          <contactDialog.Component />
        </Suspense>
      </LeftOutOnError>
      <LeftOutOnError what="A dialog">
        <Suspense>
          <referralDialog.Component />
        </Suspense>
      </LeftOutOnError>
    </>
  );
});
