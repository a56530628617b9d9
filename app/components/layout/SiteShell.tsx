import { lazy, type ReactNode, Suspense } from "react";
import { MotionProvider } from "../../lib/motion";
import { LeftOutOnError, onDemand } from "../../lib/on-demand";
import { Background } from "./Background";
import { LinkTransitions } from "./LinkTransitions";
import { NavBar } from "./NavBar";

// Not part of the page's start (the 120 KB budget): it draws nothing, and its
// work begins with the first client navigation, which the page's start never
// waits for. Requested as React reaches it in the first hydration pass, it is
// here long before a visitor can tap a link (docs/decisions/0017).
const NavigationAids = lazy(() => import("./NavigationAids"));

// Not part of the page's start either: the footer is below the fold and the
// back-to-top button shows only once the page is scrolled. Their prerendered
// HTML stays as it is until their code, requested as hydration starts
// (preloadAfterStart), arrives and React hydrates it (docs/decisions/0039).
export const footer = onDemand(() => import("./Footer").then((m) => m.Footer));
export const backToTop = onDemand(() => import("./BackToTop").then((m) => m.BackToTop));

/**
 * What every page has around its body: background, bar and footer (the two
 * site dialogs are in the root layout, after the scripts).
 *
 * The body and the footer are Suspense boundaries although nothing in them
 * suspends: React hydrates a server-rendered boundary in a pass of its own
 * after the rest of the page, so hydration is three short render-and-commit
 * passes (bar, body, footer) instead of one long one. A click inside a
 * boundary not yet hydrated makes React hydrate it first and then replay the
 * click (docs/decisions/0007).
 *
 * Its links start their navigations in a transition (LinkTransitions).
 */
export function SiteShell({ children }: { children: ReactNode }) {
  return (
    <LinkTransitions>
      <MotionProvider>
        <a href="#main" className="skip-link">
          Skip to content
        </a>
        <Background />
        <NavBar />
        <main id="main" tabIndex={-1} className="relative min-h-[70vh] pt-16">
          <Suspense>{children}</Suspense>
        </main>
        <LeftOutOnError what="The footer">
          <Suspense>
            <footer.Component />
          </Suspense>
        </LeftOutOnError>
        {/* Fixed bottom-right; outside the bar and the footer, whose filter and
          containment would make them its containing block. */}
        <LeftOutOnError what="The back-to-top button">
          <Suspense>
            <backToTop.Component />
          </Suspense>
        </LeftOutOnError>
        <Suspense>
          <NavigationAids />
        </Suspense>
      </MotionProvider>
    </LinkTransitions>
  );
}
