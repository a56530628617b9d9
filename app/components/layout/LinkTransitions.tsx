import { type ReactNode, useContext, useMemo } from "react";
import { UNSAFE_NavigationContext as NavigationContext } from "react-router";

/**
 * The site's links start their navigation inside a transition, while the
 * router's own updates stay outside transitions (`useTransitions={false}` in
 * app/entry.client.tsx). React Router has the two behaviours under one option;
 * its `<Link>` reads its half from this context (docs/decisions/0025). The
 * plain links followed by `useFollowLinks` (app/lib/follow-links.ts) start
 * their navigations in a transition themselves.
 *
 * A navigation in a transition is one of React's "async actions": the
 * router's "loading" state belongs to it and is never drawn, so a tap does
 * not render the page being left again, and the next page renders in one task.
 */
export function LinkTransitions({ children }: { children: ReactNode }) {
  const navigation = useContext(NavigationContext);
  const value = useMemo(() => ({ ...navigation, useTransitions: true }), [navigation]);
  return <NavigationContext.Provider value={value}>{children}</NavigationContext.Provider>;
}
