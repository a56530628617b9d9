/**
 * Nobody can lock a person out by naming their passkey: failed sign-ins count against the
 * client (its address, an IPv6 client by its /64), and a post without a live challenge from
 * the sign-in page is refused before anything is counted or logged. On both stores, through
 * the real server and inbox build.
 */
import { expect, it } from "vitest";
import { dbOf } from "../database/db";
import { MAX_FAILURES_PER_ADDRESS } from "../auth/service";
import { describeEachStore } from "../../tests/support/data/stores";
import { addSoftPasskey, answerSignIn, CEREMONY } from "../../tests/support/servers/inbox-http";
import { ceremonyFor, inboxEachTest, signIn } from "../../tests/support/servers/inbox-http";
import { type Inbox } from "../../tests/support/servers/inbox-http";

describeEachStore("sign-in failures ($kind)", (t) => {
  let inbox: Inbox;
  inboxEachTest(t, (started) => (inbox = started));
  const count = async (table: string) =>
    Number((await dbOf(t.store).all(`SELECT COUNT(*) AS n FROM ${table}`))[0]!.n);
  /** A post naming the passkey with an empty answer, as the attacker sent it. */
  const named = (id: string) =>
    `response=${encodeURIComponent(JSON.stringify({ id, response: {} }))}`;
  const ceremony = (from: string) => ceremonyFor(inbox, from);

  it("posts without a challenge are refused and counted nowhere; the person still signs in", async () => {
    const owner = await inbox.person("owner@example.com", "owner");
    const passkey = await addSoftPasskey(inbox.auth, owner.id, inbox.clock.t);
    const before = { failures: await count("auth_failures"), audit: await count("audit") };
    for (let i = 0; i < 3 * MAX_FAILURES_PER_ADDRESS; i++) {
      const from = i % 2 ? `203.0.113.${i}` : "198.51.100.7";
      const res = await inbox.post("/admin/sign-in", named(passkey.id), undefined, { from });
      expect(res.statusCode).toBe(401);
      expect(res.body).toContain("This sign-in page has expired");
    }
    // A forged ceremony cookie is no challenge either.
    const forged = await inbox.post("/admin/sign-in", named(passkey.id), `${CEREMONY}=x.y`);
    expect(forged.statusCode).toBe(401);
    expect(await count("auth_failures")).toBe(before.failures);
    expect(await count("audit")).toBe(before.audit);
    // Even from the address the posts came from.
    expect((await signIn(inbox, passkey, "198.51.100.7")).statusCode).toBe(302);
  });

  it("a spent challenge is refused before counting, like none", async () => {
    const owner = await inbox.person("owner@example.com", "owner");
    const passkey = await addSoftPasskey(inbox.auth, owner.id, inbox.clock.t);
    const { cookie, answer } = answerSignIn(await inbox.get("/admin/sign-in"), passkey);
    expect((await inbox.post("/admin/sign-in", answer, cookie)).statusCode).toBe(302);
    const failures = await count("auth_failures");
    const again = await inbox.post("/admin/sign-in", named(passkey.id), cookie);
    expect(again.statusCode).toBe(401);
    expect(await count("auth_failures")).toBe(failures);
  });

  it("failures with a live challenge limit the client that made them, not the person", async () => {
    const owner = await inbox.person("owner@example.com", "owner");
    const passkey = await addSoftPasskey(inbox.auth, owner.id, inbox.clock.t);
    const attacker = "203.0.113.50";
    for (let i = 0; i < MAX_FAILURES_PER_ADDRESS; i++) {
      const res = await inbox.post("/admin/sign-in", named(passkey.id), await ceremony(attacker), {
        from: attacker,
      });
      expect(res.statusCode).toBe(401);
    }
    expect(await count("auth_failures")).toBe(MAX_FAILURES_PER_ADDRESS);
    // The attacker's client is limited now, without another row written.
    const limited = await inbox.post(
      "/admin/sign-in",
      named(passkey.id),
      await ceremony(attacker),
      {
        from: attacker,
      },
    );
    expect(limited.statusCode).toBe(429);
    expect(limited.body).toContain("Too many failed sign-ins");
    expect(await count("auth_failures")).toBe(MAX_FAILURES_PER_ADDRESS);
    // The person, from their own address, signs in at once.
    expect((await signIn(inbox, passkey, "198.51.100.7")).statusCode).toBe(302);
    // Their audit log names the attempts on their passkey.
    const log = await inbox.auth.store.listAudit(50);
    expect(
      log.filter((e) => e.action === "sign-in-failed" && e.personId === owner.id),
    ).toHaveLength(MAX_FAILURES_PER_ADDRESS);
  });

  it("an IPv6 client is counted by its /64; a malformed answer counts too", async () => {
    const owner = await inbox.person("owner@example.com", "owner");
    const passkey = await addSoftPasskey(inbox.auth, owner.id, inbox.clock.t);
    for (let i = 1; i <= MAX_FAILURES_PER_ADDRESS; i++) {
      const from = `2001:db8:1:2::${i.toString(16)}`;
      const res = await inbox.post("/admin/sign-in", "response=nonsense", await ceremony(from), {
        from,
      });
      expect(res.statusCode).toBe(400);
    }
    const sameNet = "2001:db8:1:2:ffff::1";
    const res = await inbox.post("/admin/sign-in", named(passkey.id), await ceremony(sameNet), {
      from: sameNet,
    });
    expect(res.statusCode).toBe(429);
    // A person on the same /64 shares the limit; one on another /64 does not.
    expect((await signIn(inbox, passkey, sameNet)).statusCode).toBe(429);
    expect((await signIn(inbox, passkey, "2001:db8:1:3::1")).statusCode).toBe(302);
    // Fifteen minutes on, the client may try again.
    inbox.clock.t += 15 * 60_000;
    expect((await signIn(inbox, passkey, sameNet)).statusCode).toBe(302);
  });
});
