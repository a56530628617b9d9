import type { FastifyInstance } from "fastify";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { loadSiteFiles, loadSiteFilesGently } from "./static-files";
import { auditNotFoundAs200 } from "../../tests/support/servers/audit-not-found";
import { testEnv } from "../../tests/support/data/lead-samples";
import { FIXTURE_SITE, cspHashesOf, fixtureSite } from "../../tests/support/servers/small-site";

let app: FastifyInstance;
let root: string;
let asset: string;
const file = (rel: string) => readFileSync(join(root, rel));

beforeAll(async () => {
  root = FIXTURE_SITE;
  asset = readdirSync(join(root, "assets")).find((f) => /^[\w-]+-[\w-]{8}\.js$/.test(f))!;
  app = await buildApp({ env: testEnv(), site: fixtureSite() });
});
afterAll(() => app.close());

const get = (url: string, headers: Record<string, string> = {}, method: "GET" | "HEAD" = "GET") =>
  app.inject({ method, url, headers });

/** The server's static route, on the fixture site (tests/fixtures/site); the real build:
 * static-build.test.ts. */
describe("static site", () => {
  it("serves the prerendered home page, revalidated on every visit", async () => {
    const res = await get("/");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(res.headers.etag).toMatch(/^".+"$/);
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.rawPayload.equals(file("index.html"))).toBe(true);
  });

  it("sends the security headers, with a CSP allowing the page's own script and style hashes", async () => {
    const res = await get("/");
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("unsafe-inline");
    const { scripts, styles } = cspHashesOf(root, "index.html");
    for (const h of scripts) expect(csp).toContain(`'${h}'`);
    // Both of the page's stylesheets (the real home page's: static-build.test.ts).
    expect(styles).toHaveLength(2);
    expect(csp).toContain(`style-src 'self' '${styles.join("' '")}'`);
    expect(res.headers).toMatchObject({
      "strict-transport-security": expect.stringContaining("max-age="),
      "x-content-type-options": "nosniff",
      "referrer-policy": "strict-origin-when-cross-origin",
      "permissions-policy": expect.stringContaining("camera=()"),
    });
    // Left out on purpose: docs/decisions/0008-no-opener-policy.md.
    expect(res.headers["cross-origin-opener-policy"]).toBeUndefined();
  });

  it("answers HEAD with the headers and no body", async () => {
    const res = await get("/", {}, "HEAD");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-length"]).toBe(String(file("index.html").length));
    expect(res.body).toBe("");
  });

  it("answers 304 to a matching If-None-Match", async () => {
    const { etag } = (await get("/")).headers;
    const res = await get("/", { "if-none-match": String(etag) });
    expect(res.statusCode).toBe(304);
    expect(res.body).toBe("");
    expect((await get("/", { "if-none-match": '"stale"' })).statusCode).toBe(200);
  });

  it.each([
    ["br", "br"],
    ["gzip", "gzip"],
    ["gzip, deflate, br", "br"],
    ["br;q=0, gzip", "gzip"],
    ["*", "br"],
    ["identity", undefined],
    ["gzip;q=0, br;q=0", undefined],
  ])("Accept-Encoding %j gets %s", async (accept, encoding) => {
    const res = await get("/", { "accept-encoding": accept });
    expect(res.headers["content-encoding"]).toBe(encoding);
    expect(res.headers.vary).toBe("Accept-Encoding");
    const expected = file(
      encoding === "br" ? "index.html.br" : encoding ? "index.html.gz" : "index.html",
    );
    expect(res.rawPayload.equals(expected)).toBe(true);
  });

  it("caches hashed assets for a year, immutably", async () => {
    const res = await get(`/assets/${asset}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("serves other pages and redirects a trailing slash", async () => {
    expect((await get("/about")).headers["cache-control"]).toBe("no-cache");
    const res = await get("/about/?ref=x");
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe("/about?ref=x");
  });

  it("lets the browser reuse a page's data for five minutes while it revalidates", async () => {
    const res = await get("/about.data");
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("max-age=0, stale-while-revalidate=300");
    expect(res.headers.etag).toMatch(/^".+"$/);
  });

  it("never tells the browser not to store a page (the back/forward cache)", async () => {
    for (const url of ["/", "/about", "/contact", "/thank-you/contact", "/about.data"]) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(String(res.headers["cache-control"])).not.toContain("no-store");
    }
  });

  it("answers unknown paths with the not-found page and status 404", async () => {
    const res = await get("/no-such-page");
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["content-security-policy"]).toContain("default-src 'none'");
    expect(res.rawPayload.equals(file("404/index.html"))).toBe(true);
  });

  it("answers the not-found page's own path, /404, with status 404 too", async () => {
    const res = await get("/404");
    expect(res.statusCode).toBe(404);
    expect(res.rawPayload.equals(file("404/index.html"))).toBe(true);
  });

  it.each([
    "/%2e%2e/%2e%2e/etc/passwd",
    "/%2E%2E%2Fpackage.json",
    "/assets/%2e%2e/%2e%2e/package.json",
    "/..%2f..%2fserver%2fenv.ts",
    "/assets",
    "/assets/",
    "/_headers",
    "/csp.json",
    "/index.html.br",
    "/__spa-fallback.html",
  ])("%s is not found", async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(res.rawPayload.equals(file("404/index.html"))).toBe(true);
  });

  it("answers 400, not 500, to a malformed path", async () => {
    expect((await get("/%E0%A4%A")).statusCode).toBe(400);
  });
});

describe("the Lighthouse script's own server (the auditNotFoundAs200 plugin)", () => {
  let audit: FastifyInstance;
  beforeAll(async () => {
    audit = await buildApp({ env: testEnv(), site: fixtureSite(), plugins: [auditNotFoundAs200] });
  });
  afterAll(() => audit.close());

  it("serves the not-found page at /404 with 200, so Lighthouse can audit it", async () => {
    const res = await audit.inject({ method: "GET", url: "/404" });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(file("404/index.html"))).toBe(true);
  });

  it("still answers unknown paths with 404", async () => {
    expect((await audit.inject({ method: "GET", url: "/no-such-page" })).statusCode).toBe(404);
  });
});

describe("a build read while the server runs", () => {
  it("reads the same table as at start, letting other work run between its files", async () => {
    const order: string[] = [];
    const reading = loadSiteFilesGently(FIXTURE_SITE, 2).then((files) => {
      order.push("read");
      return files;
    });
    setImmediate(() => order.push("a request"));
    const gently = await reading;
    expect(order).toEqual(["a request", "read"]);
    const atStart = loadSiteFiles(FIXTURE_SITE);
    expect([...gently.paths!()].sort()).toEqual([...atStart.paths!()].sort());
    for (const path of atStart.paths!())
      expect(gently.get(path)?.etag, path).toBe(atStart.get(path)!.etag);
  });
});
