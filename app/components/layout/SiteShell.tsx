import { lazy, type ReactNode, Suspense } from "react";
import { MotionProvider } from "../../lib/motion";
import { BackToTop } from "./BackToTop";
import { Background } from "./Background";
import { Footer } from "./Footer";
import { LinkTransitions } from "./LinkTransitions";
import { NavBar } from "./NavBar";

// Outside the page's start (the 120 KB budget): it draws nothing and works from the first client
// navigation; requested during hydration (docs/decisions/0017).
const NavigationAids = lazy(() => import("./NavigationAids"));

/** Background, bar and footer around every page's body. Body and footer are Suspense boundaries
 * so hydration is three short passes, with a click in an unhydrated one replayed
 * (docs/decisions/0007). Links navigate in a transition (LinkTransitions). */
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
