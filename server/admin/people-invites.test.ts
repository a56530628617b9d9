/**
 * The People page's pending invites over HTTP: listed with role, maker and expiry; revoked by an
 * owner's same-origin post (refused to staff, other sites and no session); revoked with their
 * maker when an owner removes that person or makes them staff. Through the real server and
 * inbox build, on both stores.
 */
import { expect, it } from "vitest";
import { RECENT_SIGN_IN_MS, hashSecret } from "../auth/service";
import { describeEachStore } from "../../tests/support/data/stores";
import { ORIGIN, inboxEachTest, type Inbox } from "../../tests/support/servers/inbox-http";

describeEachStore("pending invites on the People page ($kind)", (t) => {
  let inbox: Inbox;
  inboxEachTest(t, (started) => (inbox = started));
  const post = (payload: string, cookie?: string, headers?: Record<string, string>) =>
    inbox.post("/admin/people", payload, cookie, { headers });
  /** Owner A, owner B, and an owner invite B made for mallory@example.com. */
  const setUp = async () => {
    const a = await inbox.person("a@example.com", "owner");
    const b = await inbox.person("b@example.com", "owner");
    const person = (await inbox.auth.store.getPerson(b.id))!;
    const token = await inbox.auth.invite("mallory@example.com", "owner", person);
    return { a, b, token, id: hashSecret(token) };
  };
  /** A passkey posted to the link, as its holder would (the ceremony is never reached). */
  const redeem = (token: string) =>
    inbox.post(`/admin/invite/${token}`, "name=Key&response=%7B%7D");
  /** Whether the invite page offers the passkey ceremony (410 "not valid" otherwise). */
  const opens = async (token: string) =>
    (await inbox.get(`/admin/invite/${token}`)).statusCode === 200;

  it("lists each pending invite: address, role, maker, expiry, and a Revoke for it", async () => {
    const { a, token, id } = await setUp();
    await inbox.auth.invite("clerk@example.com", "staff", null);
    const page = await inbox.get("/admin/people", a.cookie);
    expect(page.statusCode).toBe(200);
    // React's text separators aside.
    const html = page.body.replaceAll("<!-- -->", "");
    expect(html).toContain("Pending invites");
    expect(html).toMatch(/<strong>mallory@example.com<\/strong> · Owner/);
    expect(html).toContain("Made by b@example.com");
    expect(html).toMatch(/<strong>clerk@example.com<\/strong> · Staff/);
    expect(html).toContain("Made by the server&#x27;s command line");
    expect(html).toMatch(/expires Wed, Nov 25, 2026, 10:30\sAM EST/);
    expect(page.body).toContain('aria-label="Revoke the invite for mallory@example.com"');
    // Named by the token's hash; the token itself is never on the page.
    expect(page.body).toContain(`value="${id}"`);
    expect(page.body).not.toContain(token);
  });

  it("an owner revokes an invite; the link no longer opens, and the log says so", async () => {
    const { a, token, id } = await setUp();
    expect(await opens(token)).toBe(true);
    // Revoking only takes a way in away: an older session may.
    inbox.clock.t += RECENT_SIGN_IN_MS + 60_000;
    const res = await post(`intent=revoke&id=${id}`, a.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("The invite for mallory@example.com was revoked.");
    expect(await opens(token)).toBe(false);
    expect((await redeem(token)).statusCode).toBe(410);
    expect((await inbox.get("/admin/people", a.cookie)).body).not.toContain("mallory@");
    const log = await inbox.auth.store.listAudit(5);
    expect(log[0]).toMatchObject({
      action: "invite-revoked",
      personEmail: "a@example.com",
      detail: "mallory@example.com as owner",
    });
    // Again, or a made-up or malformed id: nothing to revoke.
    for (const bad of [id, "A".repeat(43), "x", ""]) {
      const again = await post(`intent=revoke&id=${bad}`, a.cookie);
      expect(again.statusCode, bad).toBe(404);
      expect(again.body).toContain("That invite was used, revoked or has expired.");
    }
  });

  it("Revoke is refused to staff, without a session, and from another site", async () => {
    const { id, token } = await setUp();
    const staff = await inbox.person("staff@example.com", "staff");
    expect((await post(`intent=revoke&id=${id}`, staff.cookie)).statusCode).toBe(403);
    expect((await inbox.get("/admin/people", staff.cookie)).statusCode).toBe(403);
    expect((await post(`intent=revoke&id=${id}`)).statusCode).toBe(401);
    const owner = (await inbox.person("c@example.com", "owner")).cookie;
    for (const origin of ["https://evil.example", ORIGIN.replace("http:", "https:")])
      expect((await post(`intent=revoke&id=${id}`, owner, { origin })).statusCode).toBe(403);
    expect(await opens(token)).toBe(true);
  });

  it("removing the maker revokes their invites; the link no longer opens", async () => {
    const { a, b, token } = await setUp();
    const res = await post(`intent=remove&id=${b.id}`, a.cookie);
    expect(res.statusCode).toBe(200);
    expect(await opens(token)).toBe(false);
    expect((await redeem(token)).statusCode).toBe(410);
    expect(await inbox.auth.store.getPersonByEmail("mallory@example.com")).toBeUndefined();
    expect((await inbox.get("/admin/people", a.cookie)).body).not.toContain("mallory@");
  });

  it("making the maker staff revokes their invites, with a recent sign-in only", async () => {
    const { a, b, token } = await setUp();
    const page = await inbox.get("/admin/people", a.cookie);
    expect(page.body).toContain('aria-label="Make staff: b@example.com"');
    // An older session is offered a fresh sign-in instead.
    inbox.clock.t += RECENT_SIGN_IN_MS + 60_000;
    const stale = await post(`intent=make-staff&id=${b.id}`, a.cookie);
    expect(stale.statusCode).toBe(403);
    expect((await inbox.auth.store.getPerson(b.id))?.role).toBe("owner");
    expect(await opens(token)).toBe(true);

    const fresh = (await inbox.person("a@example.com", "owner")).cookie;
    const res = await post(`intent=make-staff&id=${b.id}`, fresh);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("b@example.com is staff now");
    expect((await inbox.auth.store.getPerson(b.id))?.role).toBe("staff");
    expect(await opens(token)).toBe(false);
    // As staff, B cannot open the People page any more.
    expect((await inbox.get("/admin/people", b.cookie)).statusCode).toBe(403);
    const log = (await inbox.auth.store.listAudit(5)).map((e) => [e.action, e.detail]);
    expect(log).toContainEqual(["role-changed", "b@example.com to staff"]);
    // And back to owner: the revoked link stays dead.
    expect((await post(`intent=make-owner&id=${b.id}`, fresh)).statusCode).toBe(200);
    expect(await opens(token)).toBe(false);
  });

  it("the last owner cannot be made staff; staff and bad ids are refused", async () => {
    const a = await inbox.person("a@example.com", "owner");
    const staff = await inbox.person("staff@example.com", "staff");
    const last = await post(`intent=make-staff&id=${a.id}`, a.cookie);
    expect(last.statusCode).toBe(400);
    expect(last.body).toContain("The last owner cannot be made staff.");
    expect((await post(`intent=make-owner&id=${staff.id}`, staff.cookie)).statusCode).toBe(403);
    expect((await inbox.auth.store.getPerson(staff.id))?.role).toBe("staff");
    expect((await post("intent=make-staff&id=not-a-uuid", a.cookie)).statusCode).toBe(400);
    const missing = "00000000-0000-4000-8000-000000000000";
    expect((await post(`intent=make-staff&id=${missing}`, a.cookie)).statusCode).toBe(404);
  });
});
