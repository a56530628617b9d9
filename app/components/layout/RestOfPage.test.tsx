// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, MemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { RestOfPage } from "./RestOfPage";

function Page({ name }: { name: string }) {
  return (
    <main>
      <h1>{name}</h1>
      <RestOfPage>
        <p>{`The rest of ${name}`}</p>
      </RestOfPage>
    </main>
  );
}

// Two routes with components of their own: React mounts the next page anew.
const Home = () => <Page name="Home" />;
const About = () => <Page name="About" />;
const routes = [
  { path: "/", Component: Home },
  { path: "/about", Component: About },
];

/** A scroll made by the visitor: the position changes, then its event comes. */
function scrollTo(y: number) {
  Object.defineProperty(window, "scrollY", { value: y, configurable: true });
  window.dispatchEvent(new Event("scroll"));
}

const pending = () => document.querySelector("[data-rest-of-page]");

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** The site at its home page, loaded as a visit begins (a "POP"). */
function renderHome() {
  const router = createMemoryRouter(routes, { initialEntries: ["/"] });
  render(<RouterProvider router={router} useTransitions={false} />);
  return router;
}

/** The frame that shows the opening, then the task queued from it. */
async function nextFrameAndTask() {
  await act(async () => {
    vi.advanceTimersToNextFrame();
  });
  await act(async () => {
    vi.runOnlyPendingTimers();
  });
}

describe("RestOfPage", () => {
  it("is in the server's HTML with the rest of the page (the first load is a POP)", () => {
    const html = renderToString(
      <MemoryRouter>
        <Home />
      </MemoryRouter>,
    );
    expect(html).toContain("The rest of Home");
    expect(html).not.toContain("data-rest-of-page");
  });

  it("draws the rest at once on the page's first load", () => {
    renderHome();
    expect(screen.getByText("The rest of Home")).toBeTruthy();
    expect(pending()).toBeNull();
  });

  it("after a link, draws the heading first and the rest after that frame", async () => {
    const router = renderHome();
    await act(() => router.navigate("/about"));

    expect(screen.getByRole("heading", { name: "About" })).toBeTruthy();
    expect(screen.queryByText("The rest of About")).toBeNull();
    // A screen-high space holds the footer below the fold meanwhile.
    expect(pending()?.className).toContain("min-h-screen");

    await nextFrameAndTask();
    expect(screen.getByText("The rest of About")).toBeTruthy();
    expect(pending()).toBeNull();
  });

  it("draws the rest at once on Back, which returns to a place further down", async () => {
    const router = renderHome();
    await act(() => router.navigate("/about"));
    await nextFrameAndTask();
    await act(() => router.navigate(-1));

    expect(screen.getByRole("heading", { name: "Home" })).toBeTruthy();
    expect(screen.getByText("The rest of Home")).toBeTruthy();
  });

  it("draws the rest at once on a link to an #anchor, which may be in it", async () => {
    const router = renderHome();
    await act(() => router.navigate("/about#founder"));
    expect(screen.getByText("The rest of About")).toBeTruthy();
  });

  // ScrollManager opens the next page near its top: the space is below the heading there too.
  it("after a link from down a page, still draws the heading first and the rest after that frame", async () => {
    const router = renderHome();
    scrollTo(2400);
    try {
      await act(() => router.navigate("/about"));
    } finally {
      scrollTo(0);
    }
    expect(screen.getByRole("heading", { name: "About" })).toBeTruthy();
    expect(pending()).not.toBeNull();
    await nextFrameAndTask();
    expect(screen.getByText("The rest of About")).toBeTruthy();
  });

  it("does not read the scroll position while the next page renders (it would lay out the page being left)", async () => {
    const router = renderHome();
    scrollTo(0);
    let reads = 0;
    Object.defineProperty(window, "scrollY", {
      get: () => {
        reads++;
        return 0;
      },
      configurable: true,
    });
    try {
      await act(() => router.navigate("/about"));
    } finally {
      Object.defineProperty(window, "scrollY", { value: 0, configurable: true });
    }
    expect(reads).toBe(0);
    expect(pending()).not.toBeNull();
  });

  it("draws the rest of a page still waiting for it when an #anchor on it is followed", async () => {
    const router = renderHome();
    await act(() => router.navigate("/about"));
    expect(pending()).not.toBeNull();
    // The same page, kept mounted: before its frame has come.
    await act(() => router.navigate("/about#founder"));
    expect(screen.getByText("The rest of About")).toBeTruthy();
    expect(pending()).toBeNull();
  });
});
