import { memo, Suspense } from "react";
import { LeftOutOnError, onDemand } from "../../lib/core/on-demand";
import { backToTop, footer, navBar } from "../layout/SiteShell";

// The two site dialogs are in every page's HTML, so invoker commands open them before the app
// starts; their code is loaded as hydration starts and React hydrates the server-rendered
// boundaries when it arrives (docs/decisions/0015).
export const contactDialog = onDemand(() => import("./ContactDialog").then((m) => m.ContactDialog));
export const referralDialog = onDemand(() =>
  import("./ReferralDialog").then((m) => m.ReferralDialog),
);

/** What the page loads right after start (the bar, ~13 KB for the dialogs and form checks, the
 * footer and back-to-top), all at once as hydration starts (app/entry.client.tsx): one round trip
 * instead of one per import level. Hydration does not wait for it. */
const afterStart: (() => Promise<unknown>)[] = [
  navBar.preload,
  contactDialog.preload,
  () => import("./Modal"),
  () => import("./use-form-session"),
  () => import("../../../shared/forms/contact-specs"),
  () => import("../forms/LeadForm"),
  () => import("../../../shared/forms/forms"),
  // The same module again, through the loader that keeps it for synchronous checks.
  () => import("../../lib/forms/load-validation").then((m) => m.loadValidation()),
  () => import("../../../shared/forms/form-options"),
  () => import("../../../shared/forms/project-options"),
  referralDialog.preload,
  () => import("../../../shared/forms/referral-spec"),
  footer.preload,
  backToTop.preload,
  // Records where this visit came from, once per tab (docs/decisions/0021).
  () => import("../../lib/counting/visit-source").then((m) => m.thisVisit()),
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

/** Both dialogs, each in its own Suspense boundary. An update reaching a boundary whose code has
 * not arrived makes React redraw it, so this takes no props, is memoized and sits outside every
 * context provider (app/root.tsx). A dialog whose code fails to load is left out. */
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
