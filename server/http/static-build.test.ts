/**
 * The production build (build/client) through the server: what static.test.ts
 * checks on the fixture site, for the parts that are about the real pages.
 */
import type { FastifyInstance } from "fastify";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { loadSiteFiles } from "./static-files";
import { BUILD_DIR } from "../../tests/support/servers/build";
import { testEnv } from "../../tests/support/data/lead-samples";
import { cspHashesOf } from "../../tests/support/servers/small-site";

let app: FastifyInstance;
const file = (rel: string) => readFileSync(join(BUILD_DIR, rel));

beforeAll(async () => {
  app = await buildApp({ env: testEnv(), site: loadSiteFiles(BUILD_DIR) });
});
afterAll(() => app.close());

describe("the production build on the server", () => {
  it("serves the home page with a CSP allowing its own script and style hashes", async () => {
    const res = await app.inject({ url: "/" });
    expect(res.rawPayload.equals(file("index.html"))).toBe(true);
    const csp = String(res.headers["content-security-policy"]);
    const { scripts, styles } = cspHashesOf(BUILD_DIR, "index.html");
    for (const h of scripts) expect(csp).toContain(`'${h}'`);
    // One <style>, in the head: the site's sheet with the home page's own parts
    // (elsewhere those are a stylesheet file; docs/navigation.md).
    expect(styles).toHaveLength(1);
    expect(csp).toContain(`style-src 'self' '${styles.join("' '")}'`);
  });

  it("never tells the browser not to store a page (the back/forward cache)", async () => {
    for (const url of ["/", "/about", "/contact", "/web-design-roanoke-va", "/about.data"]) {
      expect(String((await app.inject({ url })).headers["cache-control"])).not.toContain(
        "no-store",
      );
    }
  });

  it("answers unknown paths with the prerendered not-found page", async () => {
    const res = await app.inject({ url: "/no-such-page" });
    expect(res.statusCode).toBe(404);
    expect(res.rawPayload.equals(file("404/index.html"))).toBe(true);
  });
});
