/**
 * The inbox's sign-in tables and rules, on both stores (SQLite always,
 * PostgreSQL when DATABASE_URL is set): people, passkeys, sessions with their
 * two timeouts, single-use invites, the failed-sign-in limit and the audit log.
 * The clock is injected.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openTestStore, storeKinds, type TestStore } from "../../tests/support/data/stores";
import { dbOf } from "../database/db";
import {
  FAILURE_WINDOW_MS,
  INVITE_TTL_MS,
  MAX_FAILURES_PER_ADDRESS,
  authService,
  hashSecret,
  type AuthService,
} from "./service";
import { authStore } from "./auth-store";

const HOUR = 3_600_000;
const IDLE = 12 * HOUR;
const ABSOLUTE = 7 * 24 * HOUR;

describe.each(storeKinds())("inbox sign-in: $kind", ({ kind, skip }) => {
  let t: TestStore;
  let now: number;
  let auth: AuthService;
  beforeEach(async (context) => {
    if (skip) return context.skip(skip);
    t = await openTestStore(kind);
    now = Date.UTC(2026, 10, 25, 12);
    auth = authService(authStore(dbOf(t.store)), {
      idleMs: IDLE,
      absoluteMs: ABSOLUTE,
      now: () => now,
      ceremonySecrets: async () => ["test ceremony key"],
    });
  });
  afterEach(async () => {
    await t?.cleanup();
  });

  const person = (email = "owner@example.com") => auth.store.upsertPerson(email, "owner", now);

  it("an invite works once, and not after 30 minutes; only its hash is stored", async () => {
    const token = await auth.invite("a@example.com", "staff", null);
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(await auth.store.getInvite(token)).toBeUndefined();
    expect(await auth.inviteStatus(token)).toEqual({
      ok: true,
      email: "a@example.com",
      role: "staff",
    });
    expect(await auth.consumeInvite(token)).toBe(true);
    expect(await auth.consumeInvite(token)).toBe(false);
    expect(await auth.inviteStatus(token)).toEqual({ ok: false, reason: "used" });
    const late = await auth.invite("b@example.com", "owner", null);
    now += INVITE_TTL_MS;
    expect(await auth.inviteStatus(late)).toEqual({ ok: false, reason: "expired" });
    expect(await auth.consumeInvite(late)).toBe(false);
    expect(await auth.inviteStatus("made-up")).toEqual({ ok: false, reason: "unknown" });
  });

  it("sessions: stored hashed, refused when idle 12 h or 7 days old, replaced at sign-in", async () => {
    const p = await person();
    const id = await auth.startSession(p.id);
    expect(await auth.store.getSession(id)).toBeUndefined();
    expect(await auth.store.getSession(hashSecret(id))).toBeDefined();
    expect((await auth.session(id))?.person.email).toBe("owner@example.com");
    now += IDLE - 1;
    expect(await auth.session(id)).toBeDefined();
    now += IDLE - 1;
    expect(await auth.session(id)).toBeDefined();
    now += IDLE;
    expect(await auth.session(id)).toBeUndefined();

    const busy = await auth.startSession(p.id);
    for (let h = 0; h < 7 * 24; h += 6) {
      now += 6 * HOUR;
      if (h + 6 < 7 * 24) expect(await auth.session(busy), `after ${h + 6} h`).toBeDefined();
    }
    expect(await auth.session(busy)).toBeUndefined();

    const first = await auth.startSession(p.id);
    const second = await auth.startSession(p.id, first);
    expect(second).not.toBe(first);
    expect(await auth.session(first)).toBeUndefined();
    expect(await auth.session(second)).toBeDefined();
    expect(await auth.session("forged")).toBeUndefined();
    expect(await auth.session(undefined)).toBeUndefined();
  });

  it("signs out on every device, and removing a person ends their sessions and passkeys", async () => {
    const p = await person();
    const a = await auth.startSession(p.id);
    const b = await auth.startSession(p.id);
    expect(await auth.endAllSessions(p.id)).toBe(2);
    expect(await auth.session(a)).toBeUndefined();
    expect(await auth.session(b)).toBeUndefined();
    const c = await auth.startSession(p.id);
    await auth.store.addPasskey({
      id: "cred-1",
      personId: p.id,
      publicKey: "pk",
      counter: 0,
      transports: ["internal"],
      name: "Phone",
      createdAt: now,
    });
    const pending = await auth.invite(p.email, "staff", null);
    const someoneElse = await auth.invite("new@example.com", "staff", null);
    // The last owner stays; with another owner, this one can go.
    expect(await auth.store.removePerson(p.id)).toBe("last");
    expect(await auth.inviteStatus(pending)).toMatchObject({ ok: true });
    await person("second@example.com");
    expect(await auth.store.removePerson(p.id)).toBe("removed");
    expect(await auth.store.removePerson(p.id)).toBe("missing");
    expect(await auth.session(c)).toBeUndefined();
    expect(await auth.store.getPasskey("cred-1")).toBeUndefined();
    // An invite to their address, not yet used, cannot bring them back.
    expect(await auth.inviteStatus(pending)).toEqual({ ok: false, reason: "unknown" });
    expect((await auth.inviteStatus(someoneElse)).ok).toBe(true);
  });

  it("an invite to someone with access raises their role but never lowers it", async () => {
    const owner = await person();
    const staff = await auth.store.upsertPerson("staff@example.com", "staff", now);
    expect(await auth.store.upsertPerson(owner.email, "staff", now)).toMatchObject({
      id: owner.id,
      role: "owner",
    });
    expect(await auth.store.countOwners()).toBe(1);
    expect(await auth.store.upsertPerson(staff.email, "owner", now)).toMatchObject({
      id: staff.id,
      role: "owner",
    });
    expect((await auth.store.getPerson(staff.id))?.role).toBe("owner");
    expect(await auth.store.countOwners()).toBe(2);
  });

  it("passkeys: added, renamed, removed, but never the last one", async () => {
    const p = await person();
    const other = await person("staff@example.com");
    const key = (id: string, personId = p.id) => ({
      id,
      personId,
      publicKey: "pk",
      counter: 0,
      transports: [],
      name: id,
      createdAt: now,
    });
    await auth.store.addPasskey(key("k1"));
    await auth.store.addPasskey(key("k2"));
    await auth.store.addPasskey(key("k3", other.id));
    expect(await auth.store.renamePasskey(p.id, "k1", "Laptop")).toBe(true);
    expect(await auth.store.renamePasskey(p.id, "k3", "Not mine")).toBe(false);
    expect((await auth.store.listPasskeys(p.id)).map((k) => k.name)).toEqual(["Laptop", "k2"]);
    expect(await auth.store.removePasskey(p.id, "k3")).toBe("missing");
    expect(await auth.store.removePasskey(p.id, "k1")).toBe("removed");
    expect(await auth.store.removePasskey(p.id, "k2")).toBe("last");
    await auth.store.usePasskey("k2", 7, now);
    expect(await auth.store.getPasskey("k2")).toMatchObject({ counter: 7, lastUsedAt: now });
  });

  it("a WebAuthn challenge travels in a signed cookie, for its purpose, and is spent once", async () => {
    const rows = async () =>
      Number((await dbOf(t.store).all("SELECT COUNT(*) AS n FROM auth_challenges"))[0]!.n);
    const setCookie = await auth.sealChallenge("challenge-1", "sign-in");
    expect(setCookie).toMatch(
      /^__Host-lexcore-passkey=[^;]+; Max-Age=300; Path=\/; HttpOnly; Secure; SameSite=Strict$/,
    );
    // What the browser sends back: the pair, among its other cookies.
    const sent = setCookie.split(";", 1)[0]!;
    expect(await auth.openChallenge(sent, "register")).toBeUndefined();
    const ceremony = await auth.openChallenge(`other=1; ${sent}`, "sign-in");
    expect(ceremony?.challenge).toBe("challenge-1");
    // Making and reading a ceremony writes nothing; spending it does, once.
    expect(await rows()).toBe(0);
    expect(await auth.spendChallenge(ceremony!)).toBe(true);
    expect(await auth.spendChallenge(ceremony!)).toBe(false);
    expect(await rows()).toBe(1);
    // Another payload under the signature, a changed signature, none, or no cookie: not ours.
    const value = decodeURIComponent(sent.slice(sent.indexOf("=") + 1));
    const payload = value.slice(0, value.lastIndexOf("."));
    const mac = value.slice(value.lastIndexOf(".") + 1);
    const as = (v: string) => `__Host-lexcore-passkey=${encodeURIComponent(v)}`;
    const forged = btoa(
      JSON.stringify({ challenge: "challenge-x", purpose: "sign-in", expiresAt: now + 60_000 }),
    );
    expect(await auth.openChallenge(as(`${forged}.${mac}`), "sign-in")).toBeUndefined();
    const flipped = `${mac[0] === "A" ? "B" : "A"}${mac.slice(1)}`;
    expect(await auth.openChallenge(as(`${payload}.${flipped}`), "sign-in")).toBeUndefined();
    expect(await auth.openChallenge(as(payload), "sign-in")).toBeUndefined();
    expect(await auth.openChallenge(as("not-a-cookie"), "sign-in")).toBeUndefined();
    expect(await auth.openChallenge(undefined, "sign-in")).toBeUndefined();
    // Another key does not open it; a list with a new key first still does (rotation).
    const withKeys = (secrets: string[]) =>
      authService(auth.store, {
        idleMs: IDLE,
        absoluteMs: ABSOLUTE,
        now: () => now,
        ceremonySecrets: async () => secrets,
      });
    expect(await withKeys(["another key"]).openChallenge(sent, "sign-in")).toBeUndefined();
    const rotated = withKeys(["new key", "test ceremony key"]);
    expect((await rotated.openChallenge(sent, "sign-in"))?.challenge).toBe("challenge-1");
    const fresh = (await rotated.sealChallenge("challenge-2", "sign-in")).split(";", 1)[0]!;
    expect(await auth.openChallenge(fresh, "sign-in")).toBeUndefined();
    // Past its five minutes, the cookie is refused even if the browser still sends it.
    now += 5 * 60_000;
    expect(await auth.openChallenge(sent, "sign-in")).toBeUndefined();
    // Spent challenges are swept once they would have expired anyway.
    await auth.tidy();
    expect(await rows()).toBe(0);
  });

  it("limits failed sign-ins per client only, for 15 minutes", async () => {
    const p = await person();
    // Failures naming a person from many addresses limit none of those addresses, nor the person.
    for (let i = 0; i < 2 * MAX_FAILURES_PER_ADDRESS; i++)
      await auth.signInFailed(`198.51.100.${i}`, p, "test");
    expect(await auth.signInLimited("198.51.100.1")).toBe(false);
    expect(await auth.signInLimited("203.0.113.9")).toBe(false);
    for (let i = 0; i < MAX_FAILURES_PER_ADDRESS - 1; i++)
      await auth.signInFailed("203.0.113.9", undefined, "test");
    expect(await auth.signInLimited("203.0.113.9")).toBe(false);
    await auth.signInFailed("203.0.113.9", p, "test");
    expect(await auth.signInLimited("203.0.113.9")).toBe(true);
    now += FAILURE_WINDOW_MS;
    expect(await auth.signInLimited("203.0.113.9")).toBe(false);
  });

  it("keeps an audit log, newest first, for a year", async () => {
    const p = await person();
    await auth.audit("sign-in", p);
    now += 1000;
    await auth.audit("delete", p, "lead-1");
    const log = await auth.store.listAudit(10);
    expect(log.map((e) => [e.action, e.personEmail, e.leadId])).toEqual([
      ["delete", "owner@example.com", "lead-1"],
      ["sign-in", "owner@example.com", null],
    ]);
    expect(await auth.store.listAudit(10, log[0]!.id)).toHaveLength(1);
    now += 365 * 24 * HOUR;
    await auth.tidy();
    expect((await auth.store.listAudit(10)).map((e) => e.action)).toEqual(["delete"]);
  });
});
