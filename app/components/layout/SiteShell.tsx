import { lazy, type ReactNode, Suspense } from "react";
import { useFollowLinks } from "../../lib/navigation/follow-links";
import { MotionProvider } from "../../lib/core/motion";
import { LeftOutOnError, onDemand } from "../../lib/core/on-demand";
import { Background } from "./Background";
import { LinkTransitions } from "./LinkTransitions";

// Outside the page's start: it draws nothing and works from the first client navigation;
// requested during hydration (docs/navigation.md).
const NavigationAids = lazy(() => import("./NavigationAids"));

// Outside the start too, their prerendered HTML hydrated when their code arrives: the bar's menu
// and Contact Us work by invoker commands before then, the footer is below the fold, back-to-top
// shows once scrolled (preloadAfterStart, docs/decisions/0039, docs/navigation.md).
export const navBar = onDemand(() => import("./NavBar").then((m) => m.NavBar));
export const footer = onDemand(() => import("./Footer").then((m) => m.Footer));
export const backToTop = onDemand(() => import("./BackToTop").then((m) => m.BackToTop));

/** Background, bar and footer around every page's body, each a Suspense boundary that hydrates
 * when its code arrives, a click before then replayed (docs/navigation.md). The site's links are
 * followed from the start by one listener (useFollowLinks). */
export function SiteShell({ children }: { children: ReactNode }) {
  useFollowLinks();
  return (
    <LinkTransitions>
      <MotionProvider>
        <a href="#main" className="skip-link">
          Skip to content
        </a>
        <Background />
        <LeftOutOnError what="The navigation bar">
          <Suspense>
            <navBar.Component />
          </Suspense>
        </LeftOutOnError>
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
