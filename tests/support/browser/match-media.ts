import { vi } from "vitest";

/** jsdom has no `matchMedia`: every media query answers `matches` and never changes. */
export function stubMatchMedia(matches = false) {
  window.matchMedia = vi.fn(
    () =>
      ({
        matches,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}
