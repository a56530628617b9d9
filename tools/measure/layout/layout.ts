/** `npm run layout [-- --routes /,/about --widths 375,1280 --all --json FILE --admin]`: every
 * route at nine widths; reports horizontal scroll, clipped text, fixed overlaps, long lines, deep
 * rags and small targets, failing on any (docs/measuring.md). */
import { writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { type Page, chromium } from "playwright-core";
import { openRoute, settle } from "../lib/browser";
import { CHROMIUM_FLAGS, chromiumPath } from "../../../tests/support/browser/chromium";
import { MEASURE_SCRIPT } from "./layout-measure";
import {
  DEFECT_KINDS,
  type Defect,
  type DefectKind,
  type Measure,
  findDefects,
} from "./layout-rules";
import { signedInInbox } from "./layout-admin";
import { printTable } from "../lib/figures";
import { allRoutes, siteOrigin } from "../lib/server";

export const WIDTHS = [320, 375, 414, 768, 1024, 1280, 1366, 1440, 1920];

const { values } = parseArgs({
  options: {
    "base-url": { type: "string" },
    routes: { type: "string" },
    widths: { type: "string" },
    height: { type: "string", default: "800" },
    all: { type: "boolean", default: false },
    json: { type: "string" },
    admin: { type: "boolean", default: false },
  },
});
const list = (s: string | undefined) =>
  s
    ?.split(",")
    .map((x) => x.trim())
    .filter(Boolean);
const signedIn = values.admin ? await signedInInbox() : undefined;
const routes = list(values.routes) ?? signedIn?.routes ?? allRoutes();
const widths = list(values.widths)?.map(Number) ?? WIDTHS;
const height = Number(values.height);
if (widths.some((w) => !Number.isInteger(w) || w < 200)) {
  console.error(`--widths: whole numbers of CSS px, e.g. 375,1280 (got ${values.widths})`);
  process.exit(2);
}

interface Row {
  route: string;
  width: number;
  defect: Defect;
}

async function checkRoute(page: Page, origin: string, route: string): Promise<Row[]> {
  await page.setViewportSize({ width: widths[0]!, height });
  await openRoute(page, `${origin}${route}`);
  // A refused session would measure the sign-in page instead: say so rather than pass.
  if (signedIn && new URL(page.url()).pathname !== new URL(route, origin).pathname) {
    throw new Error(`${route} did not open signed in (landed on ${page.url()})`);
  }
  const rows: Row[] = [];
  for (const width of widths) {
    await page.setViewportSize({ width, height });
    await settle(page);
    const measure = (await page.evaluate(MEASURE_SCRIPT)) as Measure;
    for (const defect of findDefects(measure)) rows.push({ route, width, defect });
  }
  return rows;
}

function printDefects(rows: Row[]) {
  const header = ["route", "width", "kind", "detail"];
  let cells: string[][];
  if (values.all) {
    cells = rows.map((r) => [
      r.route,
      String(r.width),
      r.defect.kind,
      `${r.defect.subject}: ${r.defect.detail}`,
    ]);
  } else {
    // One row per route, kind and element; the detail is the one at the first width listed.
    const groups = new Map<string, { row: Row; widths: number[] }>();
    for (const r of rows) {
      const key = `${r.route}\n${r.defect.kind}\n${r.defect.subject}`;
      const g = groups.get(key);
      if (g) g.widths.push(r.width);
      else groups.set(key, { row: r, widths: [r.width] });
    }
    cells = [...groups.values()].map(({ row, widths: ws }) => [
      row.route,
      ws.length === widths.length ? "all" : ws.join(","),
      row.defect.kind,
      `${row.defect.subject}: ${row.defect.detail}`,
    ]);
  }
  printTable(header, cells, { left: header.length });
}

const started = performance.now();
const server = signedIn?.server ?? (await siteOrigin(values["base-url"]));
const origin = signedIn?.origin ?? server.origin;
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
const rows: Row[] = [];
try {
  const context = await browser.newContext({ viewport: { width: widths[0]!, height } });
  // In the browser's cookie jar (a Secure `__Host-` cookie is kept for localhost), not a Cookie
  // header, which the browser replaces once a page sets a cookie of its own.
  if (signedIn) {
    await context.addCookies([
      {
        name: signedIn.cookie.name,
        value: signedIn.cookie.value,
        domain: "localhost",
        path: "/",
        secure: true,
        httpOnly: true,
        sameSite: "Lax",
      },
    ]);
  }
  const queue = [...routes];
  const results = new Map<string, Row[]>();
  const worker = async () => {
    const page = await context.newPage();
    for (let route = queue.shift(); route !== undefined; route = queue.shift()) {
      results.set(route, await checkRoute(page, origin!, route));
    }
    await page.close();
  };
  await Promise.all([worker(), worker()]);
  for (const route of routes) rows.push(...(results.get(route) ?? []));
} finally {
  await browser.close();
  server.stop();
}

const seconds = ((performance.now() - started) / 1000).toFixed(0);
console.log(
  `\nnpm run layout: ${routes.length} routes × ${widths.length} widths (${widths.join(", ")}) × ${height} px high, ${seconds} s\n`,
);
if (rows.length > 0) printDefects(rows);
const counts = (kind: DefectKind) => rows.filter((r) => r.defect.kind === kind);
console.log("\ndefects by kind (one per element, route and width; routes affected):");
for (const kind of DEFECT_KINDS) {
  const found = counts(kind);
  console.log(
    `  ${kind.padEnd(17)} ${String(found.length).padStart(5)}  ${String(new Set(found.map((r) => r.route)).size).padStart(3)} routes`,
  );
}
console.log(`  ${"total".padEnd(17)} ${String(rows.length).padStart(5)}`);
if (values.json) {
  writeFileSync(values.json, `${JSON.stringify(rows, null, 2)}\n`);
  console.log(`every defect, one per route and width: ${values.json}`);
}
if (rows.length > 0) process.exit(1);
