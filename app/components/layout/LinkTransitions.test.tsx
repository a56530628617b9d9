// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, Link, Outlet, RouterProvider, useNavigation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useFollowLinks } from "../../lib/navigation/follow-links";
import { LinkTransitions } from "./LinkTransitions";
import { RestOfPage } from "./RestOfPage";

afterEach(cleanup);

const RouterLink = () => <Link to="/about">About</Link>;

/** The same link as the site draws it: a plain one, followed by the page's one listener. */
function PlainLink() {
  useFollowLinks();
  return (
    <a href="/about" data-discover="true">
      About
    </a>
  );
}

/**
 * A site of two pages whose second page's data arrives when the test says so.
 * `drawn` lists the router states the page rendered with, in order.
 */
function site(Shell: (props: { children: ReactNode }) => ReactNode, SiteLink = RouterLink) {
  const drawn: string[] = [];
  let arrive!: () => void;
  const data = new Promise<{ heading: string }>((resolve) => {
    arrive = () => resolve({ heading: "About" });
  });
  function Root() {
    drawn.push(useNavigation().state);
    return (
      <Shell>
        <SiteLink />
        <Outlet />
      </Shell>
    );
  }
  const router = createMemoryRouter(
    [
      {
        path: "/",
        Component: Root,
        children: [
          { index: true, Component: () => <h1>Home</h1> },
          { path: "about", loader: () => data, Component: () => <h1>About</h1> },
        ],
      },
    ],
    { initialEntries: ["/"] },
  );
  // As the site runs it: router updates outside transitions (app/entry.client.tsx).
  render(<RouterProvider router={router} useTransitions={false} />);
  return { drawn, arrive, router };
}

async function tapAndLoad(s: ReturnType<typeof site>) {
  s.drawn.length = 0;
  await act(async () => {
    fireEvent.click(screen.getByRole("link", { name: "About" }));
  });
  // The data has not arrived: the page being left is still there.
  expect(screen.getByRole("heading", { name: "Home" })).toBeTruthy();
  await act(async () => {
    s.arrive();
  });
  expect(screen.getByRole("heading", { name: "About" })).toBeTruthy();
  expect(s.router.state.location.pathname).toBe("/about");
}

describe("LinkTransitions", () => {
  it("a tap on a link does not render the page again for the router's loading state", async () => {
    const s = site(LinkTransitions);
    await tapAndLoad(s);
    // Only ever drawn idle: React Router renders a reader of the navigation
    // state only when that state changes (not at all here, since 8.4).
    expect(s.drawn.filter((state) => state !== "idle")).toEqual([]);
  });

  it("nor does a click on a plain link followed by useFollowLinks, which starts its own transition", async () => {
    const s = site(({ children }) => children, PlainLink);
    await tapAndLoad(s);
    expect(s.drawn.filter((state) => state !== "idle")).toEqual([]);
  });

  it("(without it, React Router renders the loading state before the next page)", async () => {
    const s = site(({ children }) => children);
    await tapAndLoad(s);
    expect(s.drawn).toContain("loading");
  });
});

describe("LinkTransitions with a page drawn in two steps", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function Page({ name }: { name: string }) {
    return (
      <>
        <h1>{name}</h1>
        <RestOfPage>
          <p>{`The rest of ${name}`}</p>
        </RestOfPage>
      </>
    );
  }

  it("a page reached while an earlier tap's page is still loading gets its rest all the same", async () => {
    // The first link's page never arrives (its module is still on its way on a
    // slow connection). React holds every transition made while that
    // navigation is pending: the next page's rest must not be one.
    const router = createMemoryRouter(
      [
        {
          path: "/",
          Component: function Root() {
            useFollowLinks();
            return (
              <LinkTransitions>
                <a href="/slow" data-discover="true">
                  Slow
                </a>
                <a href="/about" data-discover="true">
                  About
                </a>
                <Outlet />
              </LinkTransitions>
            );
          },
          children: [
            { index: true, Component: () => <Page name="Home" /> },
            { path: "slow", lazy: () => new Promise<never>(() => undefined) },
            // Every page of the site has data (its loader).
            { path: "about", loader: async () => null, Component: () => <Page name="About" /> },
          ],
        },
      ],
      { initialEntries: ["/"] },
    );
    render(<RouterProvider router={router} useTransitions={false} />);
    await act(async () => {
      fireEvent.click(screen.getByRole("link", { name: "Slow" }));
    });
    await act(async () => {
      fireEvent.click(screen.getByRole("link", { name: "About" }));
    });
    expect(screen.getByRole("heading", { name: "About" })).toBeTruthy();
    expect(screen.queryByText("The rest of About")).toBeNull();

    await act(async () => {
      vi.advanceTimersToNextFrame();
    });
    await act(async () => {
      vi.runOnlyPendingTimers();
    });
    expect(screen.getByText("The rest of About")).toBeTruthy();
    expect(document.querySelector("[data-rest-of-page]")).toBeNull();
  });
});
