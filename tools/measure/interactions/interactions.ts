/** `npm run interactions [-- --unthrottled] [--runs 5] [--port 4341]`: how fast the first
 * seconds of a visit answer, in a real browser against the production build, checked against
 * budgets.json (`interactions`). Each case and what it measures: docs/measuring.md. */
import { readFileSync } from "node:fs";
import { chromium } from "playwright-core";
import { CHROMIUM_FLAGS, chromiumPath } from "../../../tests/support/browser/chromium";
import { blurCases, earlyCases, pressCases, scrollRoutes } from "./interactions-cases";
import { blurRun, earlyPressRun, pressRun, scrollRun, type Mode } from "./interactions-runs";
import { conditions } from "../lib/browser";
import { median, ms, printTable, worst } from "../lib/figures";
import { ensureBuild } from "../../../tests/support/servers/build";
import { measureArgs } from "../lib/run-options";
import { startServer } from "../lib/server";

// reach: milliseconds between "hydrated" and the first press (0: at once, the strictest).
const { values, throttled, runs, rate } = measureArgs("INTERACTIONS", { reach: "0" });

interface Budgets {
  hydratedMs: number;
  firstPressMs: number;
  secondPressMs: number;
  firstBlurMs: number;
}
const budgets = (JSON.parse(readFileSync("budgets.json", "utf8")) as { interactions: Budgets })
  .interactions;

// ---------------------------------------------------------------------------

ensureBuild();
// The real app on the production build, as `npm run lighthouse` serves it
// (tests/support/servers/audit-server.ts): the same static handler and headers as `npm start`,
// without the lead store, which these cases never post to.
const server = await startServer(undefined, values.port ? Number(values.port) : undefined);
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
const { origin } = server;
const only = values.only;
const mode: Mode = { throttled, reach: Number(values.reach), rate };
const wanted = (name: string) => !only || only.split(",").some((o) => name.includes(o));

const rows: string[][] = [];
const failures: string[] = [];
const hydratedByRoute = new Map<string, number[]>();
const pageHydratedByRoute = new Map<string, number[]>();
const row = (name: string, xs: number[], budget: number | undefined) => {
  const m = median(xs);
  rows.push([name, ms(m), ms(worst(xs)), throttled && budget !== undefined ? String(budget) : ""]);
  console.log(`${name}: ${xs.map(ms).join(", ")} ms`);
  if (throttled && budget !== undefined && m > budget)
    failures.push(`${name}: median ${ms(m)} ms > ${budget} ms`);
};

try {
  for (const { route, trigger } of pressCases) {
    const name = `${route} ${trigger.kind}`;
    if (!wanted(name)) continue;
    const firsts: number[] = [];
    const seconds: number[] = [];
    for (let i = 0; i < runs; i++) {
      try {
        const r = await pressRun(mode, browser, origin, route, trigger);
        firsts.push(r.first);
        seconds.push(r.second);
        hydratedByRoute.set(route, [...(hydratedByRoute.get(route) ?? []), r.hydrated]);
        pageHydratedByRoute.set(route, [...(pageHydratedByRoute.get(route) ?? []), r.pageHydrated]);
      } catch (error) {
        failures.push(`${name}: the dialog did not open (${(error as Error).message})`);
        break;
      }
    }
    if (firsts.length === 0) continue;
    row(`${name}: first press`, firsts, budgets.firstPressMs);
    row(`${name}: second press`, seconds, budgets.secondPressMs);
  }
  for (const { route, trigger, when } of earlyCases) {
    const name = `${route} ${trigger.kind}: press ${when}`;
    if (!wanted(name)) continue;
    const xs: number[] = [];
    let beforeStart = 0;
    for (let i = 0; i < runs; i++) {
      try {
        const r = await earlyPressRun(mode, browser, origin, route, trigger, when);
        xs.push(r.ms);
        if (r.beforeStart) beforeStart++;
      } catch (error) {
        failures.push(`${name}: the dialog did not open (${(error as Error).message})`);
        break;
      }
    }
    if (xs.length === 0) continue;
    console.log(
      `${name}: ${beforeStart} of ${xs.length} presses landed before the app had started`,
    );
    row(name, xs, when === "before start" ? budgets.firstPressMs : undefined);
    if (throttled && when === "before start" && beforeStart < xs.length)
      failures.push(`${name}: ${xs.length - beforeStart} presses came after the page had hydrated`);
  }
  for (const { route, where } of blurCases) {
    const name = `${route} first blur, ${where}`;
    if (!wanted(name)) continue;
    const xs: number[] = [];
    for (let i = 0; i < runs; i++) {
      try {
        xs.push(await blurRun(mode, browser, origin, route));
      } catch (error) {
        failures.push(`${name}: no message (${(error as Error).message})`);
        break;
      }
    }
    if (xs.length > 0) row(name, xs, budgets.firstBlurMs);
  }
  for (const [route, xs] of pageHydratedByRoute)
    row(`${route} page start to page hydrated (not the dialogs)`, xs, undefined);
  for (const [route, xs] of hydratedByRoute)
    row(`${route} page start to hydrated`, xs, budgets.hydratedMs);
  for (const route of scrollRoutes) {
    const name = `${route} early scroll held`;
    if (!wanted(name)) continue;
    const results = [];
    for (let i = 0; i < runs; i++) {
      try {
        results.push(await scrollRun(mode, browser, origin, route));
      } catch (error) {
        failures.push(`${name}: the scroll could not be made (${(error as Error).message})`);
        break;
      }
    }
    if (results.length === 0) continue;
    for (const r of results)
      console.log(
        `${name}: scrolled to ${r.y0} at ${ms(r.scrolledAt)} ms, hydrated at ${ms(r.hydrated)} ms, at ${r.y1} 4 s later (lowest ${r.minY}): ${r.held ? "held" : "UNDONE"}`,
      );
    const held = results.filter((r) => r.held).length;
    const early = results.filter((r) => r.early && r.started).length;
    rows.push([name, `${held}/${runs} held`, `${early}/${runs} before start`, "all"]);
    if (held < runs) failures.push(`${name}: undone in ${runs - held} of ${runs} runs`);
    if (results.some((r) => !r.started))
      failures.push(`${name}: the page had not started 4 s after the scroll`);
  }
} finally {
  await browser.close();
  server.stop();
}

console.log(
  `\n${conditions(throttled, runs, `correctness only (the scroll case with the CPU ${rate}× slower)`, rate)}`,
);
printTable(["case", "median ms", "worst ms", "budget (median)"], rows);
if (failures.length > 0) {
  console.error(`\nFailed:\n  ${failures.join("\n  ")}`);
  process.exit(1);
}
console.log("interactions: all within budget");
