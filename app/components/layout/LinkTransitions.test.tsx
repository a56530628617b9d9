// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, Link, Outlet, RouterProvider, useNavigation } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { LinkTransitions } from "./LinkTransitions";

afterEach(cleanup);

/**
 * A site of two pages whose second page's data arrives when the test says so.
 * `drawn` lists the router states the page rendered with, in order.
 */
function site(Shell: (props: { children: ReactNode }) => ReactNode) {
  const drawn: string[] = [];
  let arrive!: () => void;
  const data = new Promise<{ heading: string }>((resolve) => {
    arrive = () => resolve({ heading: "About" });
  });
  function Root() {
    drawn.push(useNavigation().state);
    return (
      <Shell>
        <Link to="/about">About</Link>
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
    expect(s.drawn).not.toContain("loading");
    expect(s.drawn.at(-1)).toBe("idle");
  });

  it("(without it, React Router renders the loading state before the next page)", async () => {
    const s = site(({ children }) => children);
    await tapAndLoad(s);
    expect(s.drawn).toContain("loading");
  });
});
