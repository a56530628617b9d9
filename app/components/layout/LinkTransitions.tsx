import { type ReactNode, useContext, useMemo } from "react";
import { UNSAFE_NavigationContext as NavigationContext } from "react-router";

/** The site's links navigate inside a transition while the router's own updates stay outside
 * (`useTransitions={false}`): the "loading" state is never drawn, so a tap does not render the page
 * being left again and the next renders in one task (docs/decisions/0025). */
export function LinkTransitions({ children }: { children: ReactNode }) {
  const navigation = useContext(NavigationContext);
  const value = useMemo(() => ({ ...navigation, useTransitions: true }), [navigation]);
  return <NavigationContext.Provider value={value}>{children}</NavigationContext.Provider>;
}
