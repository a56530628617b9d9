// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { memo, type ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { stubMatchMedia } from "../../../tests/support/browser/match-media";
import { MotionProvider, useMotion } from "./motion";

afterEach(cleanup);
beforeEach(() => {
  stubMatchMedia();
});

let renders = 0;
/** A reader inside a memo part, as the footer's toggle is. */
const Reader = memo(function Reader() {
  renders++;
  const { paused, toggle } = useMotion();
  return (
    <button type="button" onClick={toggle}>
      {paused ? "Play" : "Pause"}
    </button>
  );
});

const shell = (page: ReactNode) => (
  <MotionProvider>
    <Reader />
    {page}
  </MotionProvider>
);

describe("MotionProvider", () => {
  it("does not render its readers again when only the page inside it changes", () => {
    renders = 0;
    const { rerender } = render(shell(<p>First page</p>));
    expect(renders).toBe(1);
    rerender(shell(<p>Next page</p>));
    rerender(shell(<p>Another page</p>));
    expect(screen.getByText("Another page")).toBeTruthy();
    expect(renders).toBe(1);
  });

  it("reads the system setting for no one when only the page changes", () => {
    const { rerender } = render(shell(<p>First page</p>));
    const reads = vi.mocked(window.matchMedia).mock.calls.length;
    rerender(shell(<p>Next page</p>));
    expect(vi.mocked(window.matchMedia).mock.calls.length).toBe(reads);
  });

  it("renders them again when the visitor's choice changes", () => {
    renders = 0;
    render(shell(<p>Page</p>));
    act(() => screen.getByRole("button", { name: "Pause" }).click());
    expect(screen.getByRole("button", { name: "Play" })).toBeTruthy();
    expect(document.documentElement.dataset.motion).toBe("paused");
    expect(renders).toBe(2);
  });
});
