/**
 * The idle limit is measured from the last request: with ADMIN_SESSION_IDLE_MINUTES=1, a
 * session in constant use outlives the minute, and one left alone for a minute ends. Through
 * the real server and inbox build on both stores, with the clock the test moves.
 */
import { expect, it } from "vitest";
import { describeEachStore } from "../../tests/support/data/stores";
import { hasAdminBuild, startInbox, type Inbox } from "../../tests/support/servers/inbox-http";

describeEachStore("the idle limit ($kind)", (t) => {
  const withInbox = async (test: (inbox: Inbox) => Promise<void>) => {
    const inbox = await startInbox(t.store, {
      ADMIN_SESSION_IDLE_MINUTES: "1",
      ADMIN_SESSION_MAX_MINUTES: "60",
    });
    try {
      await test(inbox);
    } finally {
      await inbox.close();
    }
  };

  it.skipIf(!hasAdminBuild())("a session used every 10 s lasts past the minute", async () => {
    await withInbox(async (inbox) => {
      const { cookie } = await inbox.person("owner@example.com", "owner");
      const start = inbox.clock.t;
      for (let s = 10; s <= 300; s += 10) {
        inbox.clock.t = start + s * 1000;
        expect((await inbox.get("/admin", cookie)).statusCode, `after ${s} s`).toBe(200);
      }
      // 59 s after the last request: still in; then a minute with none: over.
      inbox.clock.t += 59_000;
      expect((await inbox.get("/admin", cookie)).statusCode).toBe(200);
      inbox.clock.t += 60_000;
      const res = await inbox.get("/admin", cookie);
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toMatch(/^\/admin\/sign-in\?next=/);
    });
  });

  it.skipIf(!hasAdminBuild())("the absolute limit still ends a session in use", async () => {
    await withInbox(async (inbox) => {
      const { cookie } = await inbox.person("owner@example.com", "owner");
      const start = inbox.clock.t;
      for (let s = 30; s < 3600; s += 30) {
        inbox.clock.t = start + s * 1000;
        expect((await inbox.get("/admin", cookie)).statusCode, `after ${s} s`).toBe(200);
      }
      inbox.clock.t = start + 3600_000;
      expect((await inbox.get("/admin", cookie)).statusCode).toBe(302);
    });
  });
});
