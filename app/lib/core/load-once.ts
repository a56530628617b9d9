/** Runs `load` once: calls share one promise and `loaded()` reads the value synchronously once
 * it has arrived. A failure is forgotten so the next call retries (offline, or a deploy since
 * the page loaded). */
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
