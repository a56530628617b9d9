/**
 * A request for the inbox whose Host is not the site's own is refused (421) before React Router
 * sees it, with at most one warning a minute and no stack; before, an inbox POST with
 * `Host: evil.example` and the site's own Origin got 400 and a 1.3 KB error-level stack.
 */
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { refuseOtherHosts } from "../app";
import { ORIGIN, hasAdminBuild, startInbox } from "../../tests/support/inbox-http";
import { openTestStore } from "../../tests/support/stores";

/** A bare app with only the check, its log lines, and a clock the test moves. */
async function checked(siteUrl: string) {
  const lines: string[] = [];
  const clock = { t: 0 };
  const app = Fastify({ logger: { level: "info", stream: { write: (l) => lines.push(l) } } });
  app.addHook(
    "onRequest",
    refuseOtherHosts(siteUrl, () => clock.t),
  );
  app.all("/*", async () => "reached");
  await app.ready();
  const get = (url: string, host: string) => app.inject({ url, headers: { host } });
  return { app, lines, clock, get };
}

describe("the inbox's Host check", () => {
  it("refuses another host on every spelling of an inbox path, and passes the site's own", async () => {
    const { app, get } = await checked("https://www.firm.example");
    try {
      for (const url of ["/admin", "/admin/leads/x", "//admin/", "/ADMIN", "/%61dmin/sign-in"])
        expect((await get(url, "evil.example")).statusCode, url).toBe(421);
      expect((await get("/admin", "www.firm.example")).body).toBe("reached");
      expect((await get("/admin", "WWW.Firm.Example:443")).body).toBe("reached");
      expect((await get("/admin", "www.firm.example:8443")).statusCode).toBe(421);
      // Pages answer at any host: a proxy or a health probe may use an address.
      expect((await get("/contact", "10.0.0.5")).body).toBe("reached");
      expect((await get("/administrator", "evil.example")).body).toBe("reached");
    } finally {
      await app.close();
    }
  });

  it("warns at most once a minute, without a stack, saying how many it did not report", async () => {
    const { app, lines, clock, get } = await checked("http://localhost:4999");
    const warnings = () => lines.filter((l) => l.includes("another host"));
    try {
      for (let i = 0; i < 5; i++) await get("/admin", `evil${i}.example`);
      expect(warnings()).toHaveLength(1);
      clock.t += 60_000;
      await get("/admin", "evil.example");
      expect(warnings()).toHaveLength(2);
      expect(JSON.parse(warnings()[1]!)).toMatchObject({
        level: 40,
        requestedHost: "evil.example",
        alsoRefusedSinceLastWarning: 4,
      });
      expect(lines.join("")).not.toMatch(/"stack"|"err"/);
    } finally {
      await app.close();
    }
  });

  it.skipIf(!hasAdminBuild())("keeps a forged Host from the real inbox's router", async () => {
    const t = await openTestStore("sqlite");
    const lines: string[] = [];
    const inbox = await startInbox(t.store, { LOG_LEVEL: "info" }, undefined, {
      write: (l) => lines.push(l),
    });
    try {
      const res = await inbox.post("/admin/sign-in", "response=x", undefined, {
        headers: { host: "evil.example", origin: ORIGIN },
      });
      expect(res.statusCode).toBe(421);
      expect(lines.filter((l) => /"level":50/.test(l))).toEqual([]);
      expect(lines.join("")).not.toContain("stack");
      // The site's own host reaches the router as before.
      expect((await inbox.get("/admin/sign-in")).statusCode).toBe(200);
    } finally {
      await inbox.close();
      await t.cleanup();
    }
  });
});
