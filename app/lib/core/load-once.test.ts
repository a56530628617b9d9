import { describe, expect, it, vi } from "vitest";
import { loadOnce } from "./load-once";

describe("loadOnce", () => {
  it("loads once, shares the promise and keeps the value", async () => {
    const load = vi.fn(async () => "module");
    const get = loadOnce(load);
    expect(get.loaded()).toBeUndefined();
    const [a, b] = [get(), get()];
    expect(a).toBe(b);
    expect(await a).toBe("module");
    expect(get.loaded()).toBe("module");
    await get();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("tries again after a failed load", async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValueOnce("module");
    const get = loadOnce(load);
    await expect(get()).rejects.toThrow("offline");
    expect(get.loaded()).toBeUndefined();
    expect(await get()).toBe("module");
    expect(load).toHaveBeenCalledTimes(2);
  });
});
