// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import { Suspense, useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LeftOutOnError, onDemand } from "./on-demand";

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

function Greeting({ name }: { name: string }) {
  const [mounted] = useState(() => Math.random());
  return <p data-mount={mounted}>Hello {name}</p>;
}

afterEach(cleanup);

describe("onDemand", () => {
  it("draws a component whose code has arrived in the very render that asks for it", async () => {
    const item = onDemand(async () => Greeting);
    await item.preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <item.Component name="Ada" />
      </Suspense>,
    );
    // No fallback, no waiting: it is there synchronously.
    expect(screen.getByText("Hello Ada")).toBeTruthy();
    expect(screen.queryByText("Loading")).toBeNull();
  });

  it("falls back to loading it when asked for before it has arrived, and keeps that mount", async () => {
    const code = deferred<typeof Greeting>();
    const item = onDemand(() => code.promise);
    const { rerender } = render(
      <Suspense fallback={<p>Loading</p>}>
        <item.Component name="Ada" />
      </Suspense>,
    );
    expect(screen.getByText("Loading")).toBeTruthy();
    await act(async () => code.resolve(Greeting));
    const first = await screen.findByText("Hello Ada");
    const mount = first.getAttribute("data-mount");
    rerender(
      <Suspense fallback={<p>Loading</p>}>
        <item.Component name="Grace" />
      </Suspense>,
    );
    expect(screen.getByText("Hello Grace").getAttribute("data-mount")).toBe(mount);
  });

  it("loads once however often it is preloaded, and tries again after a failure", async () => {
    let calls = 0;
    let fail = true;
    const item = onDemand(async () => {
      calls++;
      if (fail) throw new Error("offline");
      return Greeting;
    });
    await expect(item.preload()).rejects.toThrow("offline");
    fail = false;
    await Promise.all([item.preload(), item.preload()]);
    expect(calls).toBe(2);
  });

  it("a part left out after a failed load is drawn on its next mount, its code loaded again", async () => {
    let fail = true;
    let calls = 0;
    const item = onDemand(async () => {
      calls++;
      if (fail) throw new Error("offline");
      return Greeting;
    });
    const part = (
      <LeftOutOnError what="The greeting">
        <Suspense fallback={<p>Loading</p>}>
          <item.Component name="Ada" />
        </Suspense>
      </LeftOutOnError>
    );
    const quiet = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const first = render(part);
    await waitFor(() => expect(screen.queryByText("Loading")).toBeNull());
    expect(screen.queryByText("Hello Ada")).toBeNull();
    expect(quiet).toHaveBeenCalledWith("The greeting could not be loaded:", expect.any(Error));
    // Left out once: the failed mount does not keep asking.
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(calls).toBe(1);
    first.unmount();
    quiet.mockRestore();

    // The next page that shows it (a later visit to the page) asks for its code again.
    fail = false;
    render(part);
    expect(await screen.findByText("Hello Ada")).toBeTruthy();
    expect(calls).toBe(2);
  });
});
