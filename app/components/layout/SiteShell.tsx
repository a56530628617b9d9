import { lazy, type ReactNode, Suspense } from "react";
import { MotionProvider } from "../../lib/motion";
import { BackToTop } from "./BackToTop";
import { Background } from "./Background";
import { Footer } from "./Footer";
import { LinkTransitions } from "./LinkTransitions";
import { NavBar } from "./NavBar";

// Not part of the page's start (the 120 KB budget): it draws nothing, and its
// work begins with the first client navigation, which the page's start never
// waits for. Requested as React reaches it in the first hydration pass, it is
// here long before a visitor can tap a link (docs/decisions/0017).
const NavigationAids = lazy(() => import("./NavigationAids"));

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
        <Suspense>
          <Footer />
        </Suspense>
        {/* Fixed bottom-right; outside the bar and the footer, whose filter and
          containment would make them its containing block. */}
        <BackToTop />
        <Suspense>
          <NavigationAids />
        </Suspense>
      </MotionProvider>
    </LinkTransitions>
  );
}
