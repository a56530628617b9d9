/**
 * The Traffic page and its CSV downloads over HTTP, through the real server and the inbox's real
 * build: no session or an expired one is sent to sign-in, a download another site starts is
 * refused, the page cannot be framed, and tampered `days` and `table` values are read as the
 * default window or refused, never echoed into a header.
 */
import { expect, it } from "vitest";
import { describeEachStore } from "../../tests/support/data/stores";
import { inboxEachTest, type Inbox } from "../../tests/support/servers/inbox-http";

const TRAFFIC_TITLE = (days: number) => `<title>Traffic, last ${days} days | Inbox</title>`;

describeEachStore("the Traffic page over HTTP ($kind)", (t) => {
  let inbox: Inbox;
  inboxEachTest(t, (started) => (inbox = started));

  const csv = (query: string, cookie?: string, site?: string) =>
    inbox.app.inject({
      url: `/admin/traffic.csv?${query}`,
      headers: {
        host: "localhost:4999",
        ...(cookie ? { cookie } : {}),
        ...(site ? { "sec-fetch-site": site } : {}),
      },
    });

  it("sends no session, and a session past its idle time, to sign-in", async () => {
    for (const path of ["/admin/traffic", "/admin/traffic.csv?table=pages"]) {
      const res = await inbox.get(path);
      expect(res.statusCode, path).toBe(302);
      expect(res.headers.location).toBe(`/admin/sign-in?next=${encodeURIComponent(path)}`);
    }
    const staff = await inbox.person("staff@example.com", "staff");
    expect((await inbox.get("/admin/traffic", staff.cookie)).statusCode).toBe(200);
    expect((await csv("table=pages", staff.cookie)).statusCode).toBe(200);
    // Idle longer than ADMIN_SESSION_IDLE_MINUTES (12 hours by default).
    inbox.clock.t += 12 * 3_600_000 + 60_000;
    expect((await inbox.get("/admin/traffic", staff.cookie)).statusCode).toBe(302);
    expect((await csv("table=pages", staff.cookie)).statusCode).toBe(302);
  });

  it("refuses a download another site starts; the page itself cannot be framed", async () => {
    const owner = await inbox.person("owner@example.com", "owner");
    const refused = await csv("table=campaigns", owner.cookie, "cross-site");
    expect(refused.statusCode).toBe(403);
    expect(refused.headers["content-disposition"]).toBeUndefined();
    for (const site of ["same-origin", "none", undefined])
      expect((await csv("table=campaigns", owner.cookie, site)).statusCode, String(site)).toBe(200);
    const page = await inbox.get("/admin/traffic", owner.cookie);
    expect(page.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  });

  it("reads a tampered window as the default 30 days and refuses an unknown table", async () => {
    const owner = await inbox.person("owner@example.com", "owner");
    for (const days of ["abc", "100000", "-7", "7.5", "", "30%0d%0aX-Injected:%201"]) {
      const page = await inbox.get(`/admin/traffic?days=${days}`, owner.cookie);
      expect(page.statusCode, days).toBe(200);
      expect(page.body).toContain(TRAFFIC_TITLE(30));
      const res = await csv(`table=pages&days=${days}`, owner.cookie);
      expect(res.statusCode, days).toBe(200);
      expect(res.headers["content-disposition"]).toMatch(
        /^attachment; filename="traffic-pages-30d-\d{4}-\d\d-\d\d\.csv"$/,
      );
      expect(res.headers["x-injected"]).toBeUndefined();
    }
    expect((await inbox.get("/admin/traffic?days=90", owner.cookie)).body).toContain(
      TRAFFIC_TITLE(90),
    );
    for (const table of ["../x", "..%2Fpages", "__proto__", "constructor", "PAGES", "", "pages%00"])
      expect((await csv(`table=${table}`, owner.cookie)).statusCode, table).toBe(400);
    expect((await csv("days=7", owner.cookie)).statusCode).toBe(400);
  });
});
