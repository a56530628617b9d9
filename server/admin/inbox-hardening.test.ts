/**
 * The security review's findings, over HTTP on both stores, through the real
 * server and the inbox's real build: a passkey already registered is refused
 * (never moved to another person, and the invite is not used up), and removing
 * someone needs a fresh sign-in as inviting does, and a client cannot get
 * round the per-client limits by taking new IPv6 addresses in its own /64.
 * Also: a session id known before sign-in is ended by it (no fixation), an
 * export started by another site is refused, and an invite that raises a role
 * says so in the audit log. The red team's probes: tampered lead ids, `next`,
 * HTML in leads, the failed sign-in limit.
 */
import { expect, it } from "vitest";
import { RECENT_SIGN_IN_MS } from "../auth/service";
import { ANONYMOUS_LIMIT } from "./admin-plugin";
import { describeEachStore } from "../../tests/support/stores";
import {
  addSoftPasskey,
  CEREMONY,
  ceremonyFor,
  challengeOf,
  inboxEachTest,
  ORIGIN,
  SESSION,
  setCookie,
  type Inbox,
} from "../../tests/support/inbox-http";
import { inviteLinkIn, postInvite, takeInvite } from "../../tests/support/inbox-invites";
import { sampleLead } from "../../tests/support/lead-samples";

const MINUTE = 60_000;
const TAKEN = "This passkey is registered already";

describeEachStore("inbox hardening over HTTP ($kind)", (t) => {
  let inbox: Inbox;
  inboxEachTest(
    t,
    (started) => (inbox = started),
    () => inbox,
  );

  /** Registers `passkey` (its own credential id) through a ceremony page at `path`. */
  const register = async (
    path: string,
    passkey: { register(challenge: string): unknown },
    fields: string,
    cookie?: string,
  ) => {
    const page = await inbox.get(path, cookie);
    const ceremony = `${CEREMONY}=${setCookie(page, CEREMONY)}`;
    const response = encodeURIComponent(JSON.stringify(passkey.register(challengeOf(page.body))));
    return inbox.post(
      path,
      `${fields}&response=${response}`,
      cookie ? `${cookie}; ${ceremony}` : ceremony,
    );
  };

  it("a passkey registered already is refused, never moved; the invite still works", async () => {
    const owner = await inbox.person("owner@example.com", "owner");
    const ownersKey = await addSoftPasskey(inbox.auth, owner.id, inbox.clock.t);
    const made = await postInvite(inbox, owner.cookie, "new@example.com", "staff");
    const link = inviteLinkIn(made.body);

    // The owner's own credential, answered through the invite: 409, nothing changed.
    const reused = await register(link.path, ownersKey, "name=Taken");
    expect(reused.statusCode).toBe(409);
    expect(reused.body).toContain(TAKEN);
    expect(setCookie(reused, SESSION)).toBeUndefined();
    expect((await inbox.auth.store.getPasskey(ownersKey.id))?.personId).toBe(owner.id);
    expect(await inbox.auth.accessOf("new@example.com")).toBeUndefined();

    // The invite was not used up: a new passkey takes it.
    const { res, passkey } = await takeInvite(inbox, link.link);
    expect(res.statusCode).toBe(302);
    const joined = (await inbox.auth.accessOf("new@example.com"))!;

    // Adding the newcomer's credential on the owner's account page: refused alike.
    const added = await register("/admin/account", passkey, "intent=add&name=Theirs", owner.cookie);
    expect(added.statusCode).toBe(409);
    expect(added.body).toContain(TAKEN);
    expect((await inbox.auth.store.getPasskey(passkey.id))?.personId).toBe(joined.id);
    expect(await inbox.auth.store.listPasskeys(owner.id)).toHaveLength(1);
  });

  it("removing someone needs a recent sign-in, as inviting does", async () => {
    const owner = await inbox.person("owner@example.com", "owner");
    const staff = await inbox.person("staff@example.com", "staff");
    const remove = (cookie: string) =>
      inbox.post("/admin/people", `intent=remove&id=${staff.id}`, cookie);

    expect((await inbox.get("/admin/people", owner.cookie)).body).toContain(
      'aria-label="Remove staff@example.com"',
    );
    inbox.clock.t += RECENT_SIGN_IN_MS + MINUTE;
    const page = await inbox.get("/admin/people", owner.cookie);
    expect(page.body).toContain("staff@example.com");
    expect(page.body).not.toContain('aria-label="Remove staff@example.com"');
    expect(page.body).toContain("To invite or remove someone, sign in again");
    const refused = await remove(owner.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toContain("To invite or remove someone, sign in again");
    expect(await inbox.auth.store.getPerson(staff.id)).toBeDefined();
    expect((await inbox.auth.store.listAudit(5)).map((e) => e.action)).not.toContain(
      "person-removed",
    );

    const fresh = `${SESSION}=${await inbox.auth.startSession(owner.id)}`;
    expect((await remove(fresh)).statusCode).toBe(200);
    expect(await inbox.auth.store.getPerson(staff.id)).toBeUndefined();
  });

  it("counts an IPv6 client by its /64: new addresses in it are no way round the limits", async () => {
    const inNet = (i: number) => `2001:db8:5:6::${(i + 1).toString(16)}`;
    const codes: number[] = [];
    for (let i = 0; i <= ANONYMOUS_LIMIT.max; i++)
      codes.push((await inbox.get("/admin/sign-in", undefined, inNet(i))).statusCode);
    expect(codes.slice(0, ANONYMOUS_LIMIT.max).every((c) => c === 200)).toBe(true);
    expect(codes.at(-1)).toBe(429);
    expect((await inbox.get("/admin/sign-in", undefined, "2001:db8:5:7::1")).statusCode).toBe(200);

    // Failed sign-ins, each from a new address in one /64: limited after ten.
    const bogus = encodeURIComponent(
      JSON.stringify({ id: "not-a-credential", response: { clientDataJSON: "x" } }),
    );
    const fail = async (i: number) => {
      const from = `2001:db8:9:9:${i.toString(16)}::1`;
      return inbox.post("/admin/sign-in", `response=${bogus}`, await ceremonyFor(inbox, from), {
        from,
      });
    };
    for (let i = 0; i < 10; i++) expect((await fail(i)).statusCode).toBe(401);
    expect((await fail(10)).statusCode).toBe(429);
  });

  it("a session id the browser had before signing in is ended by it", async () => {
    const owner = await inbox.person("owner@example.com", "owner");
    const passkey = await addSoftPasskey(inbox.auth, owner.id, inbox.clock.t);
    // A session id someone else knows (their own, left in this browser).
    const known = (await inbox.person("other@example.com", "staff")).cookie;
    const page = await inbox.get("/admin/sign-in");
    const ceremony = `${CEREMONY}=${setCookie(page, CEREMONY)}`;
    const answer = encodeURIComponent(JSON.stringify(passkey.answer(challengeOf(page.body))));
    const res = await inbox.post("/admin/sign-in", `response=${answer}`, `${known}; ${ceremony}`);
    expect(res.statusCode).toBe(302);
    const issued = setCookie(res, SESSION)!;
    expect(`${SESSION}=${issued}`).not.toBe(known);
    expect((await inbox.get("/admin", known)).statusCode).toBe(302);
    expect((await inbox.get("/admin/account", `${SESSION}=${issued}`)).body).toContain(
      "owner@example.com",
    );
  });

  it("an export another site starts is refused; one from the inbox or a typed address works", async () => {
    const staff = await inbox.person("staff@example.com", "staff");
    const exportFrom = (site?: string) =>
      inbox.app.inject({
        url: "/admin/export?format=csv",
        headers: {
          host: new URL(ORIGIN).host,
          cookie: staff.cookie,
          ...(site ? { "sec-fetch-site": site } : {}),
        },
      });
    const refused = await exportFrom("cross-site");
    expect(refused.statusCode).toBe(403);
    expect((await inbox.auth.store.listAudit(5)).map((e) => e.action)).not.toContain("export");
    for (const site of ["same-origin", "none", undefined])
      expect((await exportFrom(site)).statusCode, String(site)).toBe(200);
  });

  it("an invite that raises staff to owner logs the role they had", async () => {
    const owner = await inbox.person("owner@example.com", "owner");
    await inbox.person("staff@example.com", "staff");
    const made = await postInvite(inbox, owner.cookie, "staff@example.com", "owner", true);
    const { link } = inviteLinkIn(made.body);
    expect((await takeInvite(inbox, link, "Desk key")).res.statusCode).toBe(302);
    expect((await inbox.auth.accessOf("staff@example.com"))?.role).toBe("owner");
    const log = await inbox.auth.store.listAudit(5);
    expect(log.find((e) => e.action === "passkey-added")?.detail).toBe(
      "Desk key, by invite (owner, was staff)",
    );
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
    const fail = async (address: string) =>
      inbox.post("/admin/sign-in", `response=${bogus}`, await ceremonyFor(inbox, address), {
        from: address,
      });
    for (let i = 0; i < 10; i++) expect((await fail(from)).statusCode).toBe(401);
    const limited = await fail(from);
    expect(limited.statusCode).toBe(429);
    expect(limited.body).toContain("Too many failed sign-ins");
    // Another address is not limited by this one's failures.
    expect((await fail("192.0.2.45")).statusCode).toBe(401);
  });
});
