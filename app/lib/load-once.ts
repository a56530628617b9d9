/**
 * `load` (a dynamic import, mostly) run once: every call while it runs or
 * after it has succeeded gets the same promise, and `loaded()` the value once
 * it has arrived, for a synchronous read. A failed load is forgotten, so the
 * next call tries again (offline, or a page left open across a deploy).
 */
export function loadOnce<T>(load: () => Promise<T>) {
  let loading: Promise<T> | undefined;
  let value: T | undefined;
  const get = (): Promise<T> =>
    (loading ??= load().then(
      (v) => (value = v),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  get.loaded = (): T | undefined => value;
  return get;
}
