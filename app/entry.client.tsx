import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { preloadAfterStart } from "./components/dialogs/SiteDialogs";

// zod (in the forms' code, loaded after start) would probe `Function("")` for compiled parsers,
// which the CSP refuses and reports; its global configuration is read when zod loads.
(globalThis as { __zod_globalConfig?: object }).__zod_globalConfig = { jitless: true };

// React Router's default entry, but hydration starts in a task of its own, as the after-start code
// is requested (docs/decisions/0006, 0013); router updates are not transitions (0024, 0025). The
// visit beacon loads once that code has arrived: counting never competes with a first press (0041).
setTimeout(() => {
  void preloadAfterStart()
    .then(() => import("./lib/counting/beacon"))
    .then((m) => m.startCounting())
    .catch(() => undefined);
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter useTransitions={false} />
      </StrictMode>,
    );
  });
}, 0);
