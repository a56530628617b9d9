/** POST /api/visit against hostile input: sizes at and over the limit (also chunked), bytes that
 * are not UTF-8, deep nesting, extreme numbers, a body that stops coming, addresses rotated in
 * one IPv6 /64, and campaign tags made to run as spreadsheet formulas. Never a 500. */
import type { FastifyInstance } from "fastify";
import type { AddressInfo } from "node:net";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { BEACON_PATH, MAX_BEACON_BYTES } from "../../shared/visit-beacon";
import { tempDir } from "../../tests/support/data/lead-samples";
import { startTrafficApp } from "../../tests/support/servers/traffic-app";
import { rawClient, rawRequest } from "../../tests/support/servers/raw-http";
import type { trafficCapture } from "./traffic-plugin";

const CHROME =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const NOW = Date.parse("2026-11-20T12:00:00Z");

let dir: ReturnType<typeof tempDir>;
let app: FastifyInstance;
let traffic: ReturnType<typeof trafficCapture>;

async function start(env: Record<string, string> = {}) {
  ({ app, traffic } = await startTrafficApp(dir.path, env, () => NOW));
}

async function listen(env: Record<string, string> = {}) {
  await start(env);
  await app.listen({ port: 0, host: "127.0.0.1" });
  return (app.server.address() as AddressInfo).port;
}

const fields = (over: Record<string, unknown> = {}) => ({
  type: "pageview",
  path: "/contact",
  start: NOW - 1000,
  webdriver: false,
  ...over,
});
const beacon = (over: Record<string, unknown> = {}) => JSON.stringify(fields(over));

const send = (payload: string | Buffer, remoteAddress = "203.0.113.7") =>
  app.inject({
    method: "POST",
    url: BEACON_PATH,
    remoteAddress,
    headers: { "content-type": "text/plain;charset=UTF-8", "user-agent": CHROME },
    payload,
  });

/** A beacon of exactly `bytes` bytes (an unknown field pads it; unknown fields are ignored). */
function sized(bytes: number) {
  const bare = Buffer.byteLength(beacon({ pad: "" }));
  const body = beacon({ pad: "x".repeat(bytes - bare) });
  expect(Buffer.byteLength(body)).toBe(bytes);
  return body;
}

const events = async () => {
  await traffic.writer.flush();
  return traffic.db.all("SELECT * FROM traffic_events ORDER BY id");
};
const drops = async () => {
  await traffic.writer.flush();
  return Object.fromEntries(
    (await traffic.db.all("SELECT reason, count FROM traffic_drops")).map((r) => [
      r.reason,
      Number(r.count),
    ]),
  );
};

beforeEach(() => {
  dir = tempDir();
});
afterEach(async () => {
  await app.close();
  dir.remove();
});

describe("POST /api/visit: sizes", () => {
  it(`takes a body of exactly ${MAX_BEACON_BYTES} bytes and refuses one byte more with 413`, async () => {
    await start();
    expect((await send(sized(MAX_BEACON_BYTES))).statusCode).toBe(204);
    expect((await send(sized(MAX_BEACON_BYTES + 1))).statusCode).toBe(413);
    expect(await events()).toHaveLength(1);
  });

  it("counts a chunked body (no Content-Length) by its bytes: 413 over the limit, 204 under", async () => {
    const port = await listen();
    const chunked = (body: string) => {
      const chunks = body.match(/.{1,300}/gs)!;
      return (
        `POST ${BEACON_PATH} HTTP/1.1\r\nHost: 127.0.0.1\r\nUser-Agent: ${CHROME}\r\n` +
        "Content-Type: text/plain\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n" +
        chunks.map((c) => `${Buffer.byteLength(c).toString(16)}\r\n${c}\r\n`).join("") +
        "0\r\n\r\n"
      );
    };
    expect((await rawRequest(port, chunked(sized(MAX_BEACON_BYTES + 1)))).status).toBe(413);
    expect((await rawRequest(port, chunked(beacon()))).status).toBe(204);
    expect(await events()).toHaveLength(1);
  });

  it("answers a beacon whose body stops coming 408 and closes, after REQUEST_TIMEOUT_MS", async () => {
    const port = await listen({ REQUEST_TIMEOUT_MS: "1000" });
    const client = await rawClient(port);
    client.write(
      `POST ${BEACON_PATH} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: text/plain\r\n` +
        `Content-Length: 200\r\n\r\n{"type":"pagev`,
    );
    expect(await client.closesWithin(8_000)).toBe(true);
    expect(client.response().status).toBe(408);
    expect(await events()).toHaveLength(0);
  });
});

describe("POST /api/visit: malformed bodies are a 400 or ignored, never a 500", () => {
  it("bytes that are not UTF-8: a path with them is refused, a tag keeps U+FFFD in their place", async () => {
    await start();
    // "~~" stands for the bytes FF FE, which are not UTF-8.
    const withBytes = (text: string) =>
      Buffer.concat(
        text
          .split("~~")
          .flatMap((part, i) => [...(i ? [Buffer.from([0xff, 0xfe])] : []), Buffer.from(part)]),
      );
    expect((await send(withBytes(beacon({ path: "/con~~tact" })))).statusCode).toBe(400);
    const tagged = withBytes(beacon({ visit: { landing_page: "/contact", utm_source: "ne~~ws" } }));
    expect((await send(tagged)).statusCode).toBe(204);
    const [visit] = await events();
    expect(visit).toMatchObject({ path: "/contact" });
    // Decoded as UTF-8: each bad byte is U+FFFD, stored as text like any other.
    expect(visit!.utm_source).toBe("ne\ufffd\ufffdws");
    expect((await send(Buffer.from([0xc3, 0x28, 0xa0, 0xa1]))).statusCode).toBe(400);
  });

  it("deep nesting: refused or ignored within the size limit", async () => {
    await start();
    const depth = 900;
    expect((await send("[".repeat(depth) + "]".repeat(depth))).statusCode).toBe(400);
    const nested = `${"[".repeat(depth)}${"]".repeat(depth)}`;
    const deepVisit = `{"type":"pageview","path":"/contact","start":${NOW - 1000},"visit":{"utm_source":${nested}}}`;
    expect((await send(deepVisit)).statusCode).toBe(204);
    expect((await events())[0]).toMatchObject({ kind: "visit", utm_source: "" });
    expect((await send('{"type":"pageview","path":' + nested + "}")).statusCode).toBe(400);
  });

  it("extreme numbers: 1e308 and negatives clamped or dropped; Infinity and NaN refused", async () => {
    await start();
    for (const body of [
      beacon({ type: "vitals", lcp: 1e308, inp: -1, cls: -0 }),
      beacon({ start: 1e308 }),
      beacon({ start: -1 }),
      beacon({ start: -1e308 }),
    ])
      expect((await send(body)).statusCode, body).toBe(204);
    for (const body of [
      beacon({ type: "vitals" }).replace("}", ',"lcp":NaN}'),
      beacon({ type: "vitals" }).replace("}", ',"lcp":Infinity}'),
      beacon({ type: "vitals", lcp: "1e3" }),
      // JSON.parse reads 1e309 as Infinity, which is no figure.
      beacon({ type: "vitals", lcp: 1, inp: 2, cls: 0.5 }).replace('"lcp":1', '"lcp":1e309'),
      "",
      "null",
      "1e308",
    ])
      expect((await send(body)).statusCode, body).toBe(400);
    const [vitals, ...rest] = await events();
    expect(vitals).toMatchObject({ lcp: 120_000, inp: 0, cls: 0 });
    expect(rest).toEqual([]);
    expect(await drops()).toEqual({ "no-page-start": 3 });
  });

  it("a __proto__ key pollutes nothing and is not kept", async () => {
    await start();
    const body = `{"type":"pageview","path":"/contact","start":${NOW - 1000},"visit":{"__proto__":{"polluted":1},"utm_source":"news"},"__proto__":{"polluted":1}}`;
    expect((await send(body)).statusCode).toBe(204);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect((await events())[0]).toMatchObject({ utm_source: "news" });
  });
});

describe("POST /api/visit: the per-client limit", () => {
  it("counts an IPv6 client by its /64, and an IPv4-mapped address as its IPv4", async () => {
    await start({ TRAFFIC_RATE_LIMIT_MAX: "2" });
    const codes: number[] = [];
    for (const ip of ["2001:db8:1:2::1", "2001:db8:1:2::2", "2001:db8:1:2:ffff:1:2:3"])
      codes.push((await send(beacon(), ip)).statusCode);
    expect(codes).toEqual([204, 204, 429]);
    expect((await send(beacon(), "2001:db8:1:3::1")).statusCode).toBe(204);
    expect((await send(beacon(), "198.51.100.4")).statusCode).toBe(204);
    expect((await send(beacon(), "::ffff:198.51.100.4")).statusCode).toBe(204);
    expect((await send(beacon(), "198.51.100.4")).statusCode).toBe(429);
  });
});

describe("POST /api/visit: from another site", () => {
  it("is refused with 403 and not counted, as a form post from another site is", async () => {
    await start();
    for (const headers of [
      { origin: "https://evil.example" },
      { "sec-fetch-site": "cross-site" },
    ]) {
      const res = await app.inject({
        method: "POST",
        url: BEACON_PATH,
        headers: { "content-type": "text/plain", "user-agent": CHROME, ...headers },
        payload: beacon(),
      });
      expect(res.statusCode).toBe(403);
    }
    expect(await events()).toHaveLength(0);
    expect(await drops()).toEqual({});
  });
});

describe("POST /api/visit: the session-cookie shortcut", () => {
  it("a forged cookie of the session's shape only stops counting; any other shape is counted", async () => {
    await start();
    const cookie = (value: string) =>
      app.inject({
        method: "POST",
        url: BEACON_PATH,
        headers: {
          "content-type": "text/plain",
          "user-agent": CHROME,
          cookie: `__Host-lexcore-session=${value}`,
        },
        payload: beacon(),
      });
    const forged = "f".repeat(43);
    expect((await cookie(forged)).statusCode).toBe(204);
    expect(await events()).toHaveLength(0);
    for (const value of ["short", `${"f".repeat(42)}!`, "f".repeat(44)])
      expect((await cookie(value)).statusCode).toBe(204);
    expect(await events()).toHaveLength(3);
  });
});

describe("campaign tags", () => {
  it("are kept as plain text, trimmed, for the CSV to neutralise (admin/app/traffic.server.test.ts)", async () => {
    await start();
    const tags = ['=HYPERLINK("http://x.example","a")', "+1", "-1+1", "@SUM(A1)", " =1+1"];
    for (const [i, tag] of tags.entries())
      await send(
        beacon({ visit: { landing_page: "/contact", utm_source: tag, utm_campaign: `c${i}` } }),
        `203.0.113.${i + 10}`,
      );
    const tabbed = beacon({
      visit: { landing_page: "/contact", utm_source: "\t=1", utm_campaign: "t" },
    });
    await send(tabbed, "203.0.113.30");
    await traffic.writer.flush();
    const report = await traffic.reader.report(7, new Date(NOW));
    expect(report.campaigns.map((c) => c.source).sort()).toEqual(
      ["=1", ...tags.map((t) => t.trim())].sort(),
    );
  });
});
