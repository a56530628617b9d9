// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { followedHref, useFollowLinks } from "./follow-links";

afterEach(cleanup);

let renders = 0;

function Places() {
  renders++;
  useFollowLinks();
  return (
    <ul>
      <li>
        <a href="/web-design-roanoke-va" data-discover="true">
          Roanoke
        </a>
      </li>
      <li>
        <a href="/areas-served" data-discover="true">
          <span>All places</span>
        </a>
      </li>
      <li>
        <a href="/web-design-roanoke-va" target="_blank">
          Roanoke, in a new tab
        </a>
      </li>
      <li>Not a link</li>
    </ul>
  );
}

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: "*", element: <Places /> }], {
    initialEntries: ["/", path],
  });
  render(<RouterProvider router={router} />);
  return router;
}

/** A click on `element`, with `init`; whether something cancelled its default (the browser's
 * navigation). */
async function click(element: Element, init: MouseEventInit = {}) {
  let cancelled = false;
  await act(async () => {
    cancelled = !fireEvent.click(element, { button: 0, ...init });
  });
  return cancelled;
}

describe("useFollowLinks", () => {
  it("follows a plain click on a link in the page, and the browser does not", async () => {
    const router = renderAt("/areas-served");
    expect(await click(screen.getByText("Roanoke"))).toBe(true);
    expect(router.state.location.pathname).toBe("/web-design-roanoke-va");
    expect(router.state.historyAction).toBe("PUSH");
  });

  it("does not render the part holding the links again at each navigation", async () => {
    renders = 0;
    const router = renderAt("/areas-served");
    await click(screen.getByText("Roanoke"));
    await act(() => router.navigate("/about"));
    expect(router.state.location.pathname).toBe("/about");
    expect(renders).toBe(1);
    // Its listener still follows links, from the new place.
    await click(screen.getByText("All places"));
    expect(router.state.location.pathname).toBe("/areas-served");
    expect(router.state.historyAction).toBe("PUSH");
  });

  it("follows a click on what is inside a link", async () => {
    const router = renderAt("/web-design-roanoke-va");
    await click(screen.getByText("All places"));
    expect(router.state.location.pathname).toBe("/areas-served");
  });

  it("replaces the page shown rather than stacking it again, as <Link> does", async () => {
    const router = renderAt("/areas-served");
    await click(screen.getByText("All places"));
    expect(router.state.location.pathname).toBe("/areas-served");
    expect(router.state.historyAction).toBe("REPLACE");
  });

  it("leaves to the browser a click with a key held, another button, a new tab, or outside a link", async () => {
    const router = renderAt("/areas-served");
    const roanoke = screen.getByText("Roanoke");
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }])
      expect(await click(roanoke, init)).toBe(false);
    expect(await click(roanoke, { button: 1 })).toBe(false);
    expect(await click(screen.getByText("Roanoke, in a new tab"))).toBe(false);
    expect(await click(screen.getByText("Not a link"))).toBe(false);
    expect(router.state.location.pathname).toBe("/areas-served");
  });
});

describe("followedHref", () => {
  const plain = {
    button: 0,
    defaultPrevented: false,
    metaKey: false,
    altKey: false,
    ctrlKey: false,
    shiftKey: false,
  };
  const link = (attributes: Record<string, string>) => {
    const a = document.createElement("a");
    for (const [name, value] of Object.entries(attributes)) a.setAttribute(name, value);
    return a;
  };

  it("gives the address of a plain click on a link opening here", () => {
    expect(followedHref(plain, link({ href: "/about" }))).toBe("/about");
    expect(followedHref(plain, link({ href: "/about", target: "_self" }))).toBe("/about");
  });

  it("gives nothing for a click already handled, or a link that downloads or opens elsewhere", () => {
    expect(followedHref({ ...plain, defaultPrevented: true }, link({ href: "/about" }))).toBeNull();
    expect(followedHref(plain, link({ href: "/about", target: "_blank" }))).toBeNull();
    expect(followedHref(plain, link({ href: "/about", download: "" }))).toBeNull();
  });
});
