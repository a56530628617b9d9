import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

// React Router's default entry, with one change: hydration starts in a task of
// its own. Evaluating this module first runs React DOM's module code (about
// 20 ms here); hydrateRoot then attaches its event listeners (about 8 ms) before
// the time-sliced render begins. In one task the two made one long task, which
// Lighthouse's mobile simulation counts four times over (docs/decisions/0006).
setTimeout(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}, 0);
