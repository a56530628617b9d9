import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { preloadAfterStart } from "./components/dialogs/SiteDialogs";

// React Router's default entry, with one change: hydration starts in a task of
// its own. Evaluating this module first runs React DOM's module code (about
// 20 ms here); hydrateRoot then attaches its event listeners (about 8 ms) before
// the time-sliced render begins. In one task the two made one long task, which
// Lighthouse's mobile simulation counts four times over (docs/decisions/0006).
//
// As hydration starts, the code of the dialogs and the forms' checks is
// requested: every module of the page's start has arrived by now, and these
// arrive while React hydrates, so the first press waits for no request
// (docs/decisions/0013).
//
// Router updates are not transitions (useTransitions={false}): after a tap the
// next page renders in one task, not in slices with frames of the page being
// left between them (docs/decisions/0024). The site's links still start their
// navigations in a transition, so the router's "loading" state is not drawn
// (LinkTransitions, docs/decisions/0025).
setTimeout(() => {
  preloadAfterStart();
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter useTransitions={false} />
      </StrictMode>,
    );
  });
}, 0);
