/**
 * The red team's probes of the inbox over HTTP, on both stores: replayed cookies, Referer-only
 * and same-site posts, tampered lead ids, `next`, HTML in leads, the failed sign-in limit.
 */
import { expect, it } from "vitest";
import { describeEachStore } from "../../tests/support/stores";
import {
  ORIGIN,
  SESSION,
  inboxEachTest,
  setCookie,
  type Inbox,
} from "../../tests/support/inbox-http";
import { sampleLead } from "../../tests/support/leads";

describeEachStore("inbox probes over HTTP ($kind)", (t) => {
  let inbox: Inbox;
  inboxEachTest(
    t,
    (started) => (inbox = started),
    () => inbox,
  );

  it("a cookie replayed after signing out is no session", async () => {
    const owner = await inbox.person("owner@example.com", "owner");
    const lead = await t.store.saveLead(sampleLead(), [], new Date(inbox.clock.t));
    expect((await inbox.get("/admin", owner.cookie)).statusCode).toBe(200);
    const out = await inbox.post("/admin/sign-out", "", owner.cookie);
    expect(out.statusCode).toBe(302);
    expect(setCookie(out, SESSION)).toBe("");
    const page = await inbox.get("/admin", owner.cookie);
    expect(page.statusCode).toBe(302);
    expect(page.headers.location).toMatch(/^\/admin\/sign-in/);
    expect(
      (await inbox.post(`/admin/leads/${lead.id}`, "intent=spam", owner.cookie)).statusCode,
    ).toBe(401);
    expect((await t.store.getLead(lead.id))?.state).toBe("new");
  });

  it("refuses a post that names only a Referer, or says same-site", async () => {
    const owner = await inbox.person("owner@example.com", "owner");
    const lead = await t.store.saveLead(sampleLead(), [], new Date(inbox.clock.t));
    const url = `/admin/leads/${lead.id}`;
    const post = (headers: Record<string, string>) =>
      inbox.app.inject({
        method: "POST",
        url,
        headers: {
          host: new URL(ORIGIN).host,
          cookie: owner.cookie,
          "content-type": "application/x-www-form-urlencoded",
          ...headers,
        },
        payload: "intent=spam",
      });
    expect((await post({ referer: `${ORIGIN}${url}` })).statusCode).toBe(403);
    expect((await post({ "sec-fetch-site": "same-site" })).statusCode).toBe(403);
    expect(
      (
        await post({
          "sec-fetch-site": "same-site",
          origin: "http://shop.localhost:4999",
          referer: "http://shop.localhost:4999/",
        })
      ).statusCode,
    ).toBe(403);
    expect((await t.store.getLead(lead.id))?.state).toBe("new");
    // The same post from the inbox's own page is taken.
    expect((await post({ origin: ORIGIN, "sec-fetch-site": "same-origin" })).statusCode).toBe(200);
  });

  it("a lead id that is not a UUID, or is unknown, is 404 to a page and an action", async () => {
    const owner = await inbox.person("owner@example.com", "owner");
    for (const id of [
      "not-a-uuid",
      "1%27%20OR%201%3D1",
      "00000000-0000-0000-0000-000000000000",
      "..%2Fpeople",
    ]) {
      expect((await inbox.get(`/admin/leads/${id}`, owner.cookie)).statusCode, id).toBe(404);
      expect(
        (await inbox.post(`/admin/leads/${id}`, "intent=spam", owner.cookie)).statusCode,
        id,
      ).toBe(404);
    }
  });

  it("after sign-in, `next` never leaves the inbox", async () => {
    const owner = await inbox.person("owner@example.com", "owner");
    const to = async (next: string) => {
      const res = await inbox.get(`/admin/sign-in?next=${encodeURIComponent(next)}`, owner.cookie);
      expect(res.statusCode).toBe(302);
      return String(res.headers.location);
    };
    const home = await to("");
    expect(home).toBe("/admin");
    expect(await to("/admin/account")).toBe("/admin/account");
    for (const next of [
      "/admin/\\evil.example",
      "\\\\evil.example",
      "/admin%2F%2Fevil.example",
      "/admin/%2F%2Fevil.example",
      "/admin/%2e%2e/contact",
      "/admin/%2e%2e%2f%2e%2e/evil",
      "/admin/\t/evil.example",
      "/\t/evil.example/admin",
      "javascript:alert(1)",
      "/admin/javascript:alert(1)",
    ]) {
      const location = await to(next);
      // Inside /admin, read as a browser reads it.
      expect(new URL(location, ORIGIN).pathname, next).toMatch(/^\/admin(\/|$)/);
      expect(new URL(location, ORIGIN).origin).toBe(ORIGIN);
      expect(location).not.toMatch(/^\/\/|^\/admin\/\/|[\\\t]/);
    }
  });

  it("HTML in a lead's fields is shown as text on the inbox pages", async () => {
    const owner = await inbox.person("owner@example.com", "owner");
    const lead = await t.store.saveLead(
      sampleLead({
        fields: {
          ...sampleLead().fields,
          name: `<img src=x onerror=alert(1)>`,
          message: `</script><script>alert(2)</script>`,
        },
      }),
      [],
      new Date(inbox.clock.t),
    );
    for (const url of ["/admin", `/admin/leads/${lead.id}`]) {
      const body = (await inbox.get(url, owner.cookie)).body;
      expect(body, url).not.toContain("<img src=x");
      expect(body, url).not.toContain("<script>alert(2)");
      expect(body, url).toContain("&lt;img src=x onerror=alert(1)&gt;");
    }
  });

  it("answers 429 to sign-in after ten failures from one address", async () => {
    const bogus = encodeURIComponent(
      JSON.stringify({ id: "not-a-credential", response: { clientDataJSON: "x" } }),
    );
    const from = "192.0.2.44";
    for (let i = 0; i < 10; i++) {
      const res = await inbox.post("/admin/sign-in", `response=${bogus}`, undefined, { from });
      expect(res.statusCode).toBe(401);
    }
    const limited = await inbox.post("/admin/sign-in", `response=${bogus}`, undefined, { from });
    expect(limited.statusCode).toBe(429);
    expect(limited.body).toContain("Too many failed sign-ins");
    // Another address is not limited by this one's failures.
    const other = await inbox.post("/admin/sign-in", `response=${bogus}`, undefined, {
      from: "192.0.2.45",
    });
    expect(other.statusCode).toBe(401);
  });
});
