import { type ReactNode, useContext, useMemo } from "react";
import { UNSAFE_NavigationContext as NavigationContext } from "react-router";

/** Navigations by `useNavigate` (the contact form's move to the brief, Go Back) run inside a
 * transition, as the links' do (useFollowLinks), while the router's own updates stay outside
 * (`useTransitions={false}`): the "loading" state is never drawn (docs/navigation.md). */
export function LinkTransitions({ children }: { children: ReactNode }) {
  const navigation = useContext(NavigationContext);
  const value = useMemo(() => ({ ...navigation, useTransitions: true }), [navigation]);
  return <NavigationContext.Provider value={value}>{children}</NavigationContext.Provider>;
}
