import { Component, type ComponentType, lazy, type ReactNode, useState } from "react";
import { loadOnce } from "./load-once";

/** For each load error a part was left out for: what lets the part's next mount load it again. */
const renewals = new WeakMap<object, () => void>();

/** A component loaded soon after the page's start (its `preload`), then drawn directly in the
 * press's render: `lazy` always suspends once, and React throttles the reveal up to 300 ms.
 * Before its code arrives it falls back to `lazy` under the caller's Suspense boundary. */
export function onDemand<P extends object>(load: () => Promise<ComponentType<P>>) {
  // A failed load can be tried again.
  const preload = loadOnce(load);
  // `lazy` keeps a failure for good: once a part has been left out for it (LeftOutOnError), a
  // fresh one takes its place, so the part's next mount (the page visited again) loads anew.
  // Not sooner: the failed mount's own re-render would then load again, and again.
  const newLazy = (): ComponentType<P> => {
    const Lazy = lazy(() =>
      preload().then(
        (component) => ({ default: component }),
        (error: unknown) => {
          const reason = error instanceof Object ? error : new Error(String(error));
          renewals.set(reason, () => {
            if (current === Lazy) current = newLazy();
          });
          throw reason;
        },
      ),
    );
    return Lazy;
  };
  let current = newLazy();

  function OnDemand(props: P) {
    // Chosen once per mount: turning from the lazy wrapper into the loaded
    // component later would remount it (and close an open dialog).
    const [Component] = useState<ComponentType<P>>(() => preload.loaded() ?? current);
    return <Component {...props} />;
  }
  return { preload, Component: OnDemand };
}

/** A part whose code fails to load (offline, a page open across a deploy) is left out with one
 * console line, rather than the root's error boundary replacing the whole page; its next mount
 * tries to load it again. */
export class LeftOutOnError extends Component<
  { what: string; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error(`${this.props.what} could not be loaded:`, error);
    if (error instanceof Object) renewals.get(error)?.();
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
