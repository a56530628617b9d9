// @vitest-environment jsdom
import { act, cleanup, render } from "@testing-library/react";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import ScrollManager, { GLIDE_PX } from "./ScrollManager";

const routes = [
  {
    path: "/",
    Component: () => (
      <>
        <ScrollManager />
        <Outlet />
      </>
    ),
    children: [
      { index: true, Component: () => <h1>Home</h1> },
      { path: "about", Component: () => <h1>About</h1> },
    ],
  },
];

/** A scroll made by the visitor: the position changes, then its event comes. */
function scrollTo(y: number) {
  Object.defineProperty(window, "scrollY", { value: y, configurable: true });
  window.dispatchEvent(new Event("scroll"));
}

let scrolls: ReturnType<typeof vi.fn>;
beforeEach(() => {
  scrolls = vi.fn();
  window.scrollTo = scrolls as unknown as typeof window.scrollTo;
  window.matchMedia ??= (() => ({ matches: false })) as unknown as typeof window.matchMedia;
});
afterEach(() => {
  cleanup();
  scrollTo(0);
});

async function leaveHome() {
  const router = createMemoryRouter(routes, { initialEntries: ["/"] });
  render(<RouterProvider router={router} />);
  return router;
}

describe("ScrollManager on a link's navigation", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** The frame that shows the next page, then the task queued from it. */
  async function frameAndTask() {
    await act(async () => {
      vi.advanceTimersToNextFrame();
    });
    await act(async () => {
      vi.runOnlyPendingTimers();
    });
  }

  it("opens the next page near its top when the page left was scrolled, then glides to the top", async () => {
    const router = await leaveHome();
    scrollTo(2400);
    await act(() => router.navigate("/about"));
    // In the commit, before the first frame: the heading below the bar is in view.
    expect(scrolls.mock.calls).toEqual([[{ top: GLIDE_PX, behavior: "instant" }]]);
    await frameAndTask();
    expect(scrolls).toHaveBeenLastCalledWith({ top: 0, behavior: "smooth" });
    expect(scrolls).toHaveBeenCalledTimes(2);
  });

  it("glides from the place left when that is nearer the top than the bar's height", async () => {
    const router = await leaveHome();
    scrollTo(20);
    await act(() => router.navigate("/about"));
    expect(scrolls.mock.calls).toEqual([[{ top: 20, behavior: "instant" }]]);
  });

  it("goes straight to the top, with nothing after, when the visitor asks for less motion", async () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      matches: query.includes("reduce"),
    })) as unknown as typeof window.matchMedia;
    try {
      const router = await leaveHome();
      scrollTo(2400);
      await act(() => router.navigate("/about"));
      await frameAndTask();
      expect(scrolls.mock.calls).toEqual([[{ top: 0, behavior: "instant" }]]);
    } finally {
      window.matchMedia = matchMedia;
    }
  });

  // Scrolling to a place other than the top makes the browser lay the new page out at once,
  // before its first frame: for nothing when it is at the top already.
  it("does not scroll when the page left was at its top", async () => {
    const router = await leaveHome();
    scrollTo(0);
    await act(() => router.navigate("/about"));
    await frameAndTask();
    expect(scrolls).not.toHaveBeenCalled();
  });
});

describe("ScrollManager on Back", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const restoring = () => document.documentElement.dataset.restoring;
  const frame = () =>
    act(async () => {
      vi.advanceTimersToNextFrame();
    });
  const tasks = () =>
    act(async () => {
      vi.runOnlyPendingTimers();
    });
  /** Home scrolled to 2400, then a link to About, which scrolls to its top (fake timers). */
  async function aboutFromScrolledHome() {
    const router = await leaveHome();
    scrollTo(2400);
    await act(() => router.navigate("/about"));
    await frame();
    await tasks();
    return router;
  }

  // The parts drawn when near have only estimates of their heights on a page
  // drawn again: laid out in full until the place is reached, the page is as
  // tall as when the visitor left it (app/styles/cards.css).
  it("lays the page out in full for the frame that returns to the place, and only for it", async () => {
    scrolls.mockImplementation(({ top }: { top: number }) =>
      Object.defineProperty(window, "scrollY", { value: top, configurable: true }),
    );
    const router = await aboutFromScrolledHome();
    expect(window.scrollY).toBe(0);

    await act(() => router.navigate(-1));
    expect(scrolls).toHaveBeenLastCalledWith({ top: 2400, behavior: "instant" });
    expect(restoring()).toBe("");
    // The frame at the place is drawn with it; the task after that frame removes it.
    await frame();
    expect(restoring()).toBe("");
    await tasks();
    expect(restoring()).toBeUndefined();
  });

  // A place the page cannot reach yet is tried frame after frame; Forward in
  // that time must not be scrolled to the place of the page before it.
  it("stops returning to a place once the visitor has moved on", async () => {
    const router = await aboutFromScrolledHome();
    scrollTo(0); // The next page has scrolled to its top.

    await act(() => router.navigate(-1)); // Home, at 2400: never reached (scrollY stays 0).
    await act(() => router.navigate(1)); // About, at its top.
    scrolls.mockClear();
    for (let n = 0; n < 5; n++) await frame();
    expect(scrolls).not.toHaveBeenCalledWith(expect.objectContaining({ top: 2400 }));
    await tasks();
    expect(restoring()).toBeUndefined();
  });

  it("lays out nothing more when the page was left at its top", async () => {
    const router = await leaveHome();
    scrollTo(0);
    await act(() => router.navigate("/about"));
    await act(() => router.navigate(-1));
    expect(restoring()).toBeUndefined();
  });
});
