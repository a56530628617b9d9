// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { Suspense, useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { onDemand } from "./on-demand";

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
});
