import type { FastifyInstance } from "fastify";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { BEACON_PATH, MAX_BEACON_BYTES } from "../../../shared/visit-beacon";
import { tempDir } from "../../../tests/support/data/lead-samples";
import { startTrafficApp } from "../../../tests/support/servers/traffic-app";
import type { trafficCapture } from "../traffic-plugin";
import { currentSitePaths } from "../report/traffic-report";

const CHROME =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const HEADLESS = CHROME.replace("Chrome/", "HeadlessChrome/");
const NOW = Date.parse("2026-11-20T12:00:00Z");

let dir: ReturnType<typeof tempDir>;
let app: FastifyInstance;
let traffic: ReturnType<typeof trafficCapture>;
let clock = NOW;

async function start(env: Record<string, string> = {}) {
  ({ app, traffic } = await startTrafficApp(dir.path, env, () => clock));
}

const beacon = (over: Record<string, unknown> = {}) =>
  JSON.stringify({
    type: "pageview",
    path: "/contact",
    start: clock - 1000,
    webdriver: false,
    ...over,
  });

const send = (
  payload: string,
  headers: Record<string, string> = {},
  remoteAddress = "203.0.113.7",
) =>
  app.inject({
    method: "POST",
    url: BEACON_PATH,
    remoteAddress,
    headers: { "content-type": "text/plain;charset=UTF-8", "user-agent": CHROME, ...headers },
    payload,
  });

const rows = async (sql: string) => traffic.db.all(sql);
const counted = async () => {
  await traffic.writer.flush();
  return Number((await rows("SELECT COUNT(*) AS n FROM traffic_events"))[0]!.n);
};
const drops = async () => {
  await traffic.writer.flush();
  return Object.fromEntries(
    (await rows("SELECT reason, count FROM traffic_drops")).map((r) => [r.reason, Number(r.count)]),
  );
};

beforeEach(() => {
  dir = tempDir();
  clock = NOW;
});
afterEach(async () => {
  await app.close();
  dir.remove();
});

describe("POST /api/visit", () => {
  it("answers 204 and counts a page view, as text/plain or JSON", async () => {
    await start();
    expect((await send(beacon())).statusCode).toBe(204);
    expect((await send(beacon(), { "content-type": "application/json" })).statusCode).toBe(204);
    expect(await counted()).toBe(2);
    expect(await drops()).toEqual({});
  });

  it("refuses a body over MAX_BEACON_BYTES with 413", async () => {
    await start();
    const big = beacon({ path: `/${"a".repeat(MAX_BEACON_BYTES)}` });
    expect((await send(big)).statusCode).toBe(413);
    expect(await counted()).toBe(0);
  });

  it("refuses other body types with 415", async () => {
    await start();
    const formTypes = ["application/x-www-form-urlencoded", "multipart/form-data; boundary=x"];
    for (const type of [...formTypes, "text/html"])
      expect((await send(beacon(), { "content-type": type })).statusCode).toBe(415);
  });

  it("refuses malformed JSON and bodies that are not a beacon with 400", async () => {
    await start();
    for (const body of [
      "{",
      "[]",
      '{"type":"click","path":"/"}',
      beacon({ path: "https://x.example/" }),
      beacon({ path: 5 }),
    ])
      expect((await send(body)).statusCode).toBe(400);
    expect(await counted()).toBe(0);
  });

  it("answers 429 past the per-client limit, counting other clients on", async () => {
    await start({ TRAFFIC_RATE_LIMIT_MAX: "3" });
    const codes = [];
    for (let i = 0; i < 5; i++) codes.push((await send(beacon())).statusCode);
    expect(codes).toEqual([204, 204, 204, 429, 429]);
    expect((await send(beacon(), {}, "203.0.113.8")).statusCode).toBe(204);
    expect(await counted()).toBe(4);
    // A minute on, the window starts again.
    clock += 60_000;
    expect((await send(beacon())).statusCode).toBe(204);
  });

  it("does not count DNT, Sec-GPC, an inbox session or a prefetch, nor report them as bots", async () => {
    await start();
    const session = `__Host-lexcore-session=${"A".repeat(43)}`;
    const optOuts: Record<string, string>[] = [
      { dnt: "1" },
      { "sec-gpc": "1" },
      { cookie: session },
      { "sec-purpose": "prefetch;prerender" },
    ];
    for (const headers of optOuts) expect((await send(beacon(), headers)).statusCode).toBe(204);
    expect(await counted()).toBe(0);
    expect(await drops()).toEqual({});
  });

  it("drops and counts each reason: bot agent (HeadlessChrome), webdriver, no page start, blocked IP", async () => {
    await start({ TRAFFIC_BLOCK_IPS: "198.51.100.0/24, 2001:db8::1" });
    await send(beacon(), { "user-agent": HEADLESS });
    await send(beacon(), { "user-agent": "curl/8.5.0" });
    await send(beacon({ webdriver: true }));
    await send(beacon({ start: undefined }));
    await send(beacon({ start: "soon" }));
    await send(beacon({ start: clock - 25 * 3_600_000 }));
    await send(beacon({ start: clock + 10 * 60_000 }));
    await send(beacon(), {}, "198.51.100.9");
    await send(beacon(), {}, "::ffff:198.51.100.10");
    await send(beacon(), {}, "2001:db8::1");
    expect(await counted()).toBe(0);
    expect(await drops()).toEqual({
      "bot-agent": 2,
      webdriver: 1,
      "no-page-start": 4,
      "blocked-ip": 3,
    });
  });

  it("counts only the site's own pages: another path is dropped as unknown-page", async () => {
    await start();
    // The fixture site's pages: /, /about, /contact and the thank-you pages; /404 is not one.
    for (const path of ["/", "/about", "/thank-you/contact"])
      expect((await send(beacon({ path }))).statusCode).toBe(204);
    expect(await counted()).toBe(3);
    for (const path of ["/buy-cheap-pills", "/404", "/about/", "/ABOUT", "/about.data", "/assets"])
      expect((await send(beacon({ path }))).statusCode).toBe(204);
    await send(beacon({ type: "vitals", path: "/buy-cheap-pills", lcp: 900 }));
    expect(await counted()).toBe(3);
    expect(await drops()).toEqual({ "unknown-page": 7 });
  });

  it("drops a visit whose landing page is not a page of the site", async () => {
    await start();
    await send(beacon({ path: "/contact", visit: { landing_page: "/buy-cheap-pills" } }));
    await send(beacon({ path: "/contact", visit: { landing_page: "/contact" } }));
    expect(await counted()).toBe(1);
    expect(await drops()).toEqual({ "unknown-page": 1 });
    const [visit] = await rows("SELECT kind, path, landing FROM traffic_events");
    expect(visit).toEqual({ kind: "visit", path: "/contact", landing: "/contact" });
  });

  it("lists only site pages in the report, however many made-up paths are posted", async () => {
    await start();
    await send(beacon({ path: "/about", visit: { landing_page: "/about" } }));
    for (const path of ["/buy-cheap-pills", "/casino"]) {
      await send(beacon({ path }));
      await send(beacon({ path, visit: { landing_page: path } }));
    }
    await traffic.writer.flush();
    const report = await traffic.reader.report(7, new Date(clock));
    const pages = report.pages.map((p) => p.landingPage);
    expect(pages).not.toContain("/buy-cheap-pills");
    expect(pages).not.toContain("/casino");
    expect(pages.every((p) => currentSitePaths().includes(p))).toBe(true);
    expect(report.pages.find((p) => p.landingPage === "/about")).toMatchObject({ visits: 1 });
    expect(report.dropped).toContainEqual({ reason: "unknown-page", count: 4 });
  });

  it("keeps only plain paths and the five utm tags, and the device class", async () => {
    await start();
    await send(
      beacon({
        path: "/about?utm_source=x&email=a@b.example",
        visit: {
          landing_page: "/about",
          referrer_host: "Search.Example",
          utm_source: "news",
          utm_medium: "email",
          utm_campaign: "fall",
          utm_term: "it",
          utm_content: "a",
          gclid: "secret",
        },
      }),
      { "user-agent": `${CHROME} Mobile` },
    );
    await send(beacon({ type: "vitals", lcp: 1e12, inp: -5, cls: 0.05 }));
    await traffic.writer.flush();
    const [visit, vitals] = await rows("SELECT * FROM traffic_events ORDER BY id");
    expect(visit).toMatchObject({
      kind: "visit",
      path: "/about",
      landing: "/about",
      referrer: "search.example",
      utm_source: "news",
      utm_medium: "email",
      utm_campaign: "fall",
      utm_term: "it",
      utm_content: "a",
      device: "phone",
    });
    expect(JSON.stringify(visit)).not.toContain("secret");
    expect(vitals).toMatchObject({
      kind: "vitals",
      device: "desktop",
      lcp: 120_000,
      inp: 0,
      cls: 0.05,
    });
  });
});
