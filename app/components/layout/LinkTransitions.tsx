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
 * A navigation started in a transition is one of React's "async actions": the
 * router's "loading" state, set in the tap's task, belongs to it and is not
 * drawn until the navigation has finished, by which time the next page has
 * replaced it. So the tap no longer makes React render the page being left
 * again for a state that shows nothing new (20 ms or more of a slow phone's
 * tap), and the next page renders in one task, as before.
 */
export function LinkTransitions({ children }: { children: ReactNode }) {
  const navigation = useContext(NavigationContext);
  const value = useMemo(() => ({ ...navigation, useTransitions: true }), [navigation]);
  return <NavigationContext.Provider value={value}>{children}</NavigationContext.Provider>;
}
