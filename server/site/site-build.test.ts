import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { buildCommand } from "./site-build";

describe("a publish's build steps", () => {
  it("run at nice 10 where `nice` exists, so serving keeps its share of the CPU", () => {
    const [file, ...args] = buildCommand("tsx", [
      "--eval",
      "process.stdout.write(String(require('node:os').getPriority()))",
    ]);
    expect(file).toMatch(/\/nice$/);
    expect(execFileSync(file!, args, { encoding: "utf8" })).toBe("10");
  });

  it("run the repository's own binary with this Node where `nice` is missing", () => {
    const [file, bin] = buildCommand("tsx", ["--version"], null);
    expect(file).toBe(process.execPath);
    expect(bin).toMatch(/node_modules\/\.bin\/tsx$/);
  });
});
