import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { preloadAfterStart } from "./components/dialogs/SiteDialogs";

// React Router's default entry; hydration starts in a task of its own as the after-start code is
// requested (0006, 0013); router updates are not transitions (docs/navigation.md). The visit
// beacon loads once that code has arrived: counting never competes with a first press (0041).
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
