/**
 * Pending invites on both stores: listed with their maker, revoked one by one or per address,
 * and revoked with their maker when that person is removed or lowered to staff. A link whose
 * maker no longer stands as an owner is refused even if it escaped the revocation.
 */
import { beforeEach, expect, it } from "vitest";
import { describeEachStore } from "../../tests/support/data/stores";
import { dbOf } from "../database/db";
import { INVITE_TTL_MS, authService, hashSecret, type AuthService } from "./service";
import { authStore } from "./auth-store";

describeEachStore("pending invites ($kind)", (t, kind) => {
  let now: number;
  let auth: AuthService;
  beforeEach(() => {
    now = Date.UTC(2026, 10, 25, 12);
    auth = authService(authStore(dbOf(t.store)), {
      idleMs: 3_600_000,
      absoluteMs: 86_400_000,
      now: () => now,
    });
  });
  const owner = (email: string) => auth.store.upsertPerson(email, "owner", now);

  it("lists unused, unexpired invites with who made each, soonest to expire first", async () => {
    const a = await owner("a@example.com");
    const first = await auth.invite("one@example.com", "staff", a);
    now += 60_000;
    await auth.invite("two@example.com", "owner", null);
    const used = await auth.invite("used@example.com", "staff", a);
    expect(await auth.consumeInvite(used)).toBe(true);
    const list = await auth.store.listInvites(now);
    expect(list.map((i) => [i.email, i.role, i.by, i.expiresAt])).toEqual([
      ["one@example.com", "staff", "a@example.com", now - 60_000 + INVITE_TTL_MS],
      ["two@example.com", "owner", null, now + INVITE_TTL_MS],
    ]);
    // Named by the token's hash, never the token.
    expect(list[0]!.id).toBe(hashSecret(first));
    expect(JSON.stringify(list)).not.toContain(first);
    now += INVITE_TTL_MS - 60_000;
    expect((await auth.store.listInvites(now)).map((i) => i.email)).toEqual(["two@example.com"]);
  });

  it("a revoked invite no longer opens; revoking twice or a used one finds nothing", async () => {
    const token = await auth.invite("one@example.com", "owner", null);
    const id = hashSecret(token);
    expect(await auth.store.revokeInvite(id)).toEqual({ email: "one@example.com", role: "owner" });
    expect(await auth.inviteStatus(token)).toEqual({ ok: false, reason: "unknown" });
    expect(await auth.consumeInvite(token)).toBe(false);
    expect(await auth.store.revokeInvite(id)).toBeUndefined();
    const used = await auth.invite("two@example.com", "staff", null);
    await auth.consumeInvite(used);
    expect(await auth.store.revokeInvite(hashSecret(used))).toBeUndefined();
    expect(await auth.store.revokeInvite("made-up")).toBeUndefined();
    // Per address, as the CLI revokes: every pending link for it.
    const x = await auth.invite("x@example.com", "staff", null);
    const y = await auth.invite("x@example.com", "owner", null);
    const other = await auth.invite("y@example.com", "staff", null);
    expect(await auth.store.revokeInvitesFor("x@example.com")).toBe(2);
    for (const gone of [x, y]) expect((await auth.inviteStatus(gone)).ok).toBe(false);
    expect((await auth.inviteStatus(other)).ok).toBe(true);
  });

  it("removing a person revokes every invite they made; others' stay", async () => {
    const a = await owner("a@example.com");
    const b = await owner("b@example.com");
    const byB = [await auth.invite("x@example.com", "owner", b)];
    byB.push(await auth.invite("y@example.com", "staff", b));
    const byA = await auth.invite("z@example.com", "owner", a);
    const byShell = await auth.invite("w@example.com", "owner", null);
    expect(await auth.store.removePerson(b.id)).toBe("removed");
    for (const token of byB) expect(await auth.consumeInvite(token)).toBe(false);
    expect((await auth.store.listInvites(now)).map((i) => i.email).sort()).toEqual([
      "w@example.com",
      "z@example.com",
    ]);
    expect((await auth.inviteStatus(byA)).ok).toBe(true);
    expect((await auth.inviteStatus(byShell)).ok).toBe(true);
  });

  it("lowering an owner to staff revokes their invites; the last owner stays", async () => {
    const a = await owner("a@example.com");
    const b = await owner("b@example.com");
    const byB = await auth.invite("x@example.com", "owner", b);
    const byA = await auth.invite("y@example.com", "staff", a);
    expect(await auth.store.setRole(b.id, "staff")).toBe("changed");
    expect((await auth.store.getPerson(b.id))?.role).toBe("staff");
    expect(await auth.inviteStatus(byB)).toEqual({ ok: false, reason: "unknown" });
    expect((await auth.inviteStatus(byA)).ok).toBe(true);
    expect(await auth.store.setRole(b.id, "staff")).toBe("same");
    expect(await auth.store.setRole(a.id, "staff")).toBe("last");
    expect((await auth.store.getPerson(a.id))?.role).toBe("owner");
    expect(await auth.store.setRole("00000000-0000-4000-8000-000000000000", "owner")).toBe(
      "missing",
    );
    expect(await auth.store.setRole(b.id, "owner")).toBe("changed");
    // Raised again, the old links do not come back.
    expect(await auth.consumeInvite(byB)).toBe(false);
  });

  it("a link whose maker has gone or is staff is refused even if its row escaped", async () => {
    const a = await owner("a@example.com");
    const b = await owner("b@example.com");
    const token = await auth.invite("x@example.com", "owner", b);
    // As if B were lowered between the check and the invite's insert (no revocation ran).
    await dbOf(t.store).run("UPDATE people SET role = 'staff' WHERE id = ?", [b.id]);
    expect(await auth.inviteStatus(token)).toEqual({ ok: false, reason: "unknown" });
    expect(await auth.store.listInvites(now)).toEqual([]);
    expect(await auth.consumeInvite(token)).toBe(false);
    await dbOf(t.store).run("DELETE FROM people WHERE id = ?", [b.id]);
    expect(await auth.consumeInvite(token)).toBe(false);
    expect((await auth.store.getPerson(a.id))?.role).toBe("owner");
  });

  it("two owners lowering each other at once always leave one owner", async () => {
    const rounds = kind === "postgres" ? 20 : 5;
    for (let round = 0; round < rounds; round++) {
      const a = await owner(`a${round}@example.com`);
      const b = await owner(`b${round}@example.com`);
      const results = await Promise.all([
        auth.store.setRole(a.id, "staff"),
        auth.store.setRole(b.id, "staff"),
      ]);
      expect(results.sort(), `round ${round}`).toEqual(["changed", "last"]);
      expect(await auth.store.countOwners()).toBe(1);
      await dbOf(t.store).run("DELETE FROM people");
    }
  });
});
