/**
 * /admin through the real server and the inbox's real build: its own CSP with
 * a fresh nonce per response, noindex, no caching, POST allowed only there,
 * cross-site and origin-less posts refused, and nothing of it in the static
 * deploy (build/client) or the sitemap.
 */
import type { FastifyInstance } from "fastify";
import type { InjectOptions } from "fastify";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { walk } from "../static-files";
import { buildApp } from "../app";
import { leadCapture } from "../leads/leads-plugin";
import { BUILD_DIR, ROOT } from "../../tests/support/build";
import { tempDir, testEnv } from "../../tests/support/lead-samples";
import { registerAdmin } from "./admin-plugin";

const ADMIN_BUILD = join(ROOT, "build/admin");
let app: FastifyInstance;
let stop: () => Promise<void>;

beforeAll(async () => {
  const dir = tempDir();
  const env = testEnv({
    DATA_DIR: dir.path,
    SITE_URL: "http://localhost:4999",
    ADMIN_BUILD_DIR: ADMIN_BUILD,
  });
  const capture = leadCapture(env, { channels: {} });
  app = await buildApp({
    env,
    plugins: [
      capture.register,
      (a) => registerAdmin(a, { env, store: capture.store, channels: [], kick: () => undefined }),
    ],
  });
  stop = async () => {
    await app.close();
    await capture.close();
    dir.remove();
  };
});
afterAll(() => stop());
/** A request as a browser at the site's own address sends it (the inbox answers no other Host). */
const inject = (o: InjectOptions) =>
  app.inject({ ...o, headers: { host: "localhost:4999", ...(o.headers ?? {}) } });

describe.skipIf(!existsSync(join(ADMIN_BUILD, "server/index.js")))("/admin on the server", () => {
  it("renders sign-in with a per-response nonce on every script, noindex and no-store", async () => {
    const a = await inject({ url: "/admin/sign-in" });
    const b = await inject({ url: "/admin/sign-in" });
    expect(a.statusCode).toBe(200);
    const nonce = /'nonce-([^']+)'/.exec(String(a.headers["content-security-policy"]))![1]!;
    expect(String(b.headers["content-security-policy"])).not.toContain(nonce);
    expect(a.headers["content-security-policy"]).not.toContain("unsafe-inline");
    const scripts = [...a.body.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const s of scripts) expect(s).toContain(`nonce="${nonce}"`);
    expect(a.headers["x-robots-tag"]).toBe("noindex, nofollow");
    expect(a.headers["cache-control"]).toBe("no-store");
    expect(String(a.headers["set-cookie"])).toMatch(
      /^__Host-lexcore-passkey=[\w.%-]+; Max-Age=300; Path=\/; HttpOnly; Secure; SameSite=Strict$/,
    );
  });

  it("serves its assets from memory, immutable", async () => {
    const html = (await inject({ url: "/admin/sign-in" })).body;
    const asset = /href="(\/admin\/assets\/[^"]+\.js)"/.exec(html)![1]!;
    const res = await inject({ url: asset, headers: { "accept-encoding": "gzip" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toContain("immutable");
    expect((await inject({ url: "/admin/assets/nope.js" })).statusCode).toBe(404);
  });

  it("answers the inbox page's own data request (/admin.data), here with the way to sign in", async () => {
    const res = await inject({ url: "/admin.data" });
    expect(res.statusCode).not.toBe(404);
    expect(res.headers["content-type"]).toMatch(/^text\/x-script/);
    expect(res.body).toContain("SingleFetchRedirect");
    expect(res.body).toContain("/sign-in?next=");
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("takes POST only under /admin, refuses cross-site and origin-less posts, and other methods", async () => {
    const form = { "content-type": "application/x-www-form-urlencoded" };
    const post = (url: string, headers: Record<string, string>) =>
      inject({ method: "POST", url, headers: { ...form, ...headers }, payload: "intent=spam" });
    // Same-origin: taken (without a session, sign-out leads to sign-in).
    expect((await post("/admin/sign-out", { origin: "http://localhost:4999" })).statusCode).toBe(
      302,
    );
    expect((await post("/admin/sign-out", { origin: "https://evil.example" })).statusCode).toBe(
      403,
    );
    expect((await post("/admin/sign-out", {})).statusCode).toBe(403);
    expect((await post("/about", { origin: "http://localhost:4999" })).statusCode).toBe(405);
    expect((await inject({ method: "PUT", url: "/admin" })).statusCode).toBe(405);
    expect((await inject({ method: "DELETE", url: "/admin/leads/x" })).statusCode).toBe(405);
  });
});

describe("the static deploy", () => {
  it("has no inbox: no /admin file in build/client, none in the sitemap", () => {
    const files = [...walk(BUILD_DIR)].map((f) => f.slice(BUILD_DIR.length));
    expect(files.filter((f) => /admin/i.test(f))).toEqual([]);
    expect(readFileSync(join(BUILD_DIR, "sitemap.xml"), "utf8")).not.toContain("/admin");
  });
});
