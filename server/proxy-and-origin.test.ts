import type { FastifyInstance } from "fastify";
import { createHash } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { buildApp } from "./app";
import { PAGE_STYLE } from "./http/small-page";
import { leadCapture } from "./leads/leads-plugin";
import { encodeForm, samples, tempDir, testEnv } from "../tests/support/data/lead-samples";

let app: FastifyInstance;
let stop: () => Promise<void>;

async function start(env: Record<string, string>) {
  const dir = tempDir();
  const e = testEnv({ DATA_DIR: dir.path, ...env });
  const capture = leadCapture(e, { channels: {} });
  app = await buildApp({ env: e, plugins: [capture.register] });
  stop = async () => {
    await app.close();
    await capture.close();
    dir.remove();
  };
}
afterEach(() => stop());

const payload = encodeForm({ "form-name": "contact", ...samples.contactDialog });
const post = (headers: Record<string, string>, remoteAddress = "127.0.0.1") =>
  app.inject({
    method: "POST",
    url: "/",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    payload,
    remoteAddress,
  });

describe("TRUST_PROXY", () => {
  // One proxy on the same machine appends the address it saw to what the client sent.
  const viaProxy = (forged: string, client = "198.51.100.9") =>
    post({ "x-forwarded-for": `${forged}, ${client}` }, "127.0.0.1");

  it.each([["1"], ["127.0.0.1"], ["loopback"], ["127.0.0.0/8, 10.0.0.0/8"]])(
    "TRUST_PROXY=%s: a forged X-Forwarded-For entry does not escape the rate limit",
    async (trust) => {
      await start({ TRUST_PROXY: trust, RATE_LIMIT_MAX: "5" });
      const codes: number[] = [];
      for (let i = 0; i < 8; i++) codes.push((await viaProxy(`203.0.113.${i}`)).statusCode);
      expect(codes).toEqual([303, 303, 303, 303, 303, 429, 429, 429]);
    },
  );

  it("counts each real client apart behind the proxy", async () => {
    await start({ TRUST_PROXY: "1", RATE_LIMIT_MAX: "1" });
    expect((await viaProxy("x", "198.51.100.1")).statusCode).toBe(303);
    expect((await viaProxy("x", "198.51.100.2")).statusCode).toBe(303);
    expect((await viaProxy("x", "198.51.100.1")).statusCode).toBe(429);
  });

  it("does not believe X-Forwarded-For from an address not listed as a proxy", async () => {
    await start({ TRUST_PROXY: "10.0.0.1", RATE_LIMIT_MAX: "1" });
    const from = (client: string) => post({ "x-forwarded-for": client }, "192.0.2.50");
    expect((await from("198.51.100.1")).statusCode).toBe(303);
    expect((await from("198.51.100.2")).statusCode).toBe(429);
  });
});

describe("cross-site form posts", () => {
  const SITE = "https://www.lexcore.example";

  it.each([
    ["another site's Origin", { origin: "https://evil.example" }],
    ["a look-alike of our host", { origin: "https://www.lexcore.example.evil.example" }],
    ["an opaque origin", { origin: "null" }],
    ["no Origin but Sec-Fetch-Site: cross-site", { "sec-fetch-site": "cross-site" }],
  ])("%s: 403 with a page that explains, nothing stored", async (_label, headers) => {
    await start({ SITE_URL: SITE });
    const res = await post({ ...headers, accept: "text/html" });
    expect(res.statusCode).toBe(403);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(res.body).toContain("This form was sent from another website");
    expect(res.body).toContain('href="/contact"');
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    // The page's own stylesheet is allowed by its hash, nothing inline otherwise.
    const styleHash = createHash("sha256").update(PAGE_STYLE).digest("base64");
    expect(res.headers["content-security-policy"]).toContain(
      `style-src 'self' 'sha256-${styleHash}'`,
    );
    expect(res.headers["content-security-policy"]).not.toContain("unsafe-inline");
    const json = await post({ ...headers, accept: "application/json" });
    expect(json.statusCode).toBe(403);
    expect(json.json()).toMatchObject({ ok: false });
  });

  it.each([
    ["the site's own origin", { origin: SITE }],
    ["the host it was sent to", { origin: "http://127.0.0.1:4350", host: "127.0.0.1:4350" }],
    ["no Origin (curl, old browsers)", {}],
    ["Sec-Fetch-Site: same-origin", { "sec-fetch-site": "same-origin" }],
  ])("%s: accepted", async (_label, headers) => {
    await start({ SITE_URL: SITE });
    expect((await post(headers as Record<string, string>)).statusCode).toBe(303);
  });
});
