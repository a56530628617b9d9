import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { runAll } from "./lanes";

const scripts = JSON.parse(readFileSync("package.json", "utf8")).scripts as Record<string, string>;

describe("scripts/lanes.ts", () => {
  it("runs every command, never more than the lanes at once, each output printed whole", async () => {
    let running = 0;
    let most = 0;
    const releases: (() => void)[] = [];
    const start = async (command: string) => {
      running++;
      most = Math.max(most, running);
      await new Promise<void>((resolve) => releases.push(resolve));
      running--;
      return { command, code: command === "b" ? 1 : 0, seconds: 1, output: `${command} out\n` };
    };
    const printed: string[] = [];
    const all = runAll(["a", "b", "c", "d"], 2, start, (text) => printed.push(text));
    // Each waiting command ends in turn, the oldest first.
    for (let ended = 0; ended < 4; ended++) {
      await new Promise((r) => setTimeout(r, 0));
      releases.shift()!();
    }
    const results = await all;
    expect(most).toBe(2);
    expect(results.map((r) => [r.command, r.code])).toEqual([
      ["a", 0],
      ["b", 1],
      ["c", 0],
      ["d", 0],
    ]);
    expect(printed).toEqual(
      ["a: exit 0", "b: exit 1", "c: exit 0", "d: exit 0"].map(
        (head, i) => `\n── ${head} in 1 s\n${"abcd"[i]} out\n`,
      ),
    );
  });

  it("runs real commands and reports a failure's exit code and output", async () => {
    const printed: string[] = [];
    // The arrow's three bytes come in two writes, as a pipe may split them.
    const split = "printf '\\342\\206'; sleep 0.1; printf '\\222 two\\n'; exit 3";
    const results = await runAll(["echo one", split], 2, undefined, (t) => printed.push(t));
    const byCommand = Object.fromEntries(results.map((r) => [r.command, r]));
    expect(byCommand["echo one"]).toMatchObject({ code: 0, output: "one\n" });
    expect(byCommand[split]).toMatchObject({ code: 3, output: "→ two\n" });
    expect(printed).toHaveLength(2);
  });

  it("is how npm run validate runs lint with typecheck, and the measures' correctness runs", () => {
    expect(scripts.validate).toBe(
      "tsx scripts/lanes.ts 'npm run lint' 'npm run typecheck' && npm test && npm run size && npm run correctness",
    );
    expect(scripts.correctness).toBe(
      "tsx scripts/lanes.ts 'npm run layout' 'npm run navigation -- --unthrottled' 'npm run interactions -- --unthrottled' 'npm run layout -- --admin'",
    );
  });
});
