/** People, passkeys, sessions, invites, challenges, failed sign-ins and the audit log (migration
 * 6). Secrets arrive hashed: the database never holds a value that would sign anyone in. */
import { randomUUID } from "node:crypto";
import type { Db } from "../db";
import { MAKER_STANDS, inviteStore, ownerCount } from "./invites-store";
import {
  num,
  numOrNull,
  toAudit,
  toPasskey,
  toPerson,
  type AuditEntry,
  type Invite,
  type Passkey,
  type Person,
  type Role,
  type Session,
} from "./records";

export function authStore(db: Db) {
  const one = async (sql: string, args: unknown[]) => (await db.all(sql, args))[0];
  return {
    ...inviteStore(db),
    async createInvite(
      tokenHash: string,
      email: string,
      role: Role,
      now: number,
      ttlMs: number,
      by: string | null,
    ) {
      await db.run(
        "INSERT INTO invites (token_hash, email, role, created_at, expires_at, created_by) VALUES (?, ?, ?, ?, ?, ?)",
        [tokenHash, email, role, now, now + ttlMs, by],
      );
    },
    /** An invite whose maker has gone or is staff now is no invite (invites-store.ts). */
    async getInvite(tokenHash: string): Promise<Invite | undefined> {
      const r = await one(`SELECT * FROM invites WHERE token_hash = ? AND ${MAKER_STANDS}`, [
        tokenHash,
      ]);
      return (
        r && {
          email: String(r.email),
          role: r.role as Role,
          expiresAt: num(r.expires_at),
          usedAt: numOrNull(r.used_at),
        }
      );
    },
    /** Marks the invite used; false when it was used already, has expired or does not exist. */
    async consumeInvite(tokenHash: string, now: number): Promise<boolean> {
      const changed = await db.run(
        `UPDATE invites SET used_at = ? WHERE token_hash = ? AND used_at IS NULL AND expires_at > ? AND ${MAKER_STANDS}`,
        [now, tokenHash, now],
      );
      return changed === 1;
    },

    /** The person with this e-mail, created as needed. An invite may raise a role (the CLI's
     * owner invite is the way back in) but never lowers it, which would get round "the last
     * owner stays". */
    async upsertPerson(email: string, role: Role, now: number): Promise<Person> {
      const existing = await one("SELECT * FROM people WHERE email = ?", [email]);
      if (existing) {
        const person = toPerson(existing);
        if (person.role === role || person.role === "owner") return person;
        await db.run("UPDATE people SET role = ? WHERE id = ?", [role, existing.id]);
        return { ...person, role };
      }
      const person: Person = { id: randomUUID(), email, role, createdAt: now };
      await db.run("INSERT INTO people (id, email, role, created_at) VALUES (?, ?, ?, ?)", [
        person.id,
        email,
        role,
        now,
      ]);
      return person;
    },
    async getPersonByEmail(email: string): Promise<Person | undefined> {
      const r = await one("SELECT * FROM people WHERE email = ?", [email]);
      return r && toPerson(r);
    },
    async getPerson(id: string): Promise<Person | undefined> {
      const r = await one("SELECT * FROM people WHERE id = ?", [id]);
      return r && toPerson(r);
    },
    async listPeople(): Promise<Person[]> {
      return (await db.all("SELECT * FROM people ORDER BY email")).map(toPerson);
    },
    /** Removes a person with passkeys, sessions, and unused invites for them or made by them.
     * "last": refused, the last owner stays; one statement checks and removes, and PostgreSQL
     * locks every owner's row first, so two owners removing each other are taken in turn. */
    async removePerson(id: string): Promise<"removed" | "last" | "missing"> {
      const removed = await db.all(
        `DELETE FROM people WHERE id = ? AND (role <> 'owner' OR ${ownerCount(db)} > 1) RETURNING email`,
        [id],
      );
      if (removed.length === 1) {
        await db.run(
          "DELETE FROM invites WHERE used_at IS NULL AND (email = ? OR created_by = ?)",
          [String(removed[0]!.email), id],
        );
        return "removed";
      }
      return (await this.getPerson(id)) ? "last" : "missing";
    },

    async countOwners(): Promise<number> {
      return num((await one("SELECT COUNT(*) AS n FROM people WHERE role = 'owner'", []))!.n);
    },

    /** False when the credential is registered already, to anyone: a passkey is never moved or
     * replaced. */
    async addPasskey(p: Omit<Passkey, "lastUsedAt">): Promise<boolean> {
      const changed = await db.run(
        "INSERT INTO passkeys (id, person_id, public_key, counter, transports, name, created_at) VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (id) DO NOTHING",
        [
          p.id,
          p.personId,
          p.publicKey,
          p.counter,
          JSON.stringify(p.transports),
          p.name,
          p.createdAt,
        ],
      );
      return changed === 1;
    },
    async getPasskey(id: string): Promise<Passkey | undefined> {
      const r = await one("SELECT * FROM passkeys WHERE id = ?", [id]);
      return r && toPasskey(r);
    },
    async listPasskeys(personId: string): Promise<Passkey[]> {
      return (
        await db.all("SELECT * FROM passkeys WHERE person_id = ? ORDER BY created_at, id", [
          personId,
        ])
      ).map(toPasskey);
    },
    async usePasskey(id: string, counter: number, now: number) {
      await db.run("UPDATE passkeys SET counter = ?, last_used_at = ? WHERE id = ?", [
        counter,
        now,
        id,
      ]);
    },
    async renamePasskey(personId: string, id: string, name: string): Promise<boolean> {
      return (
        (await db.run("UPDATE passkeys SET name = ? WHERE id = ? AND person_id = ?", [
          name,
          id,
          personId,
        ])) === 1
      );
    },
    /** "last": refused, a person keeps at least one passkey. Count and removal are one statement;
     * PostgreSQL first locks the person's passkeys (in id order, so removals wait in turn) and
     * counts only those still there, so removals at once cannot leave none. */
    async removePasskey(personId: string, id: string): Promise<"removed" | "last" | "missing"> {
      const count =
        db.kind === "postgres"
          ? "(SELECT COUNT(*) FROM (SELECT id FROM passkeys WHERE person_id = ? ORDER BY id FOR UPDATE) AS k)"
          : "(SELECT COUNT(*) FROM passkeys WHERE person_id = ?)";
      const changed = await db.run(
        `DELETE FROM passkeys WHERE id = ? AND person_id = ? AND ${count} > 1`,
        [id, personId, personId],
      );
      if (changed === 1) return "removed";
      return (await this.getPasskey(id))?.personId === personId ? "last" : "missing";
    },

    /** expires_at keeps the limit as set then; sessions are judged by created_at and today's
     * setting. */
    async createSession(
      idHash: string,
      personId: string,
      now: number,
      absoluteMs: number,
      passkeyId: string | null = null,
    ) {
      await db.run(
        "INSERT INTO sessions (id_hash, person_id, created_at, last_seen_at, expires_at, passkey_id) VALUES (?, ?, ?, ?, ?, ?)",
        [idHash, personId, now, now, now + absoluteMs, passkeyId],
      );
    },
    /** Ends every session the passkey made but `keep`; resolves to how many. */
    async deleteSessionsOfPasskey(passkeyId: string, keep: string): Promise<number> {
      return db.run("DELETE FROM sessions WHERE passkey_id = ? AND id_hash <> ?", [
        passkeyId,
        keep,
      ]);
    },
    async getSession(idHash: string): Promise<Session | undefined> {
      const r = await one("SELECT * FROM sessions WHERE id_hash = ?", [idHash]);
      return (
        r && {
          personId: String(r.person_id),
          createdAt: num(r.created_at),
          lastSeenAt: num(r.last_seen_at),
          expiresAt: num(r.expires_at),
          passkeyId: r.passkey_id == null ? null : String(r.passkey_id),
        }
      );
    },
    async touchSession(idHash: string, now: number) {
      await db.run("UPDATE sessions SET last_seen_at = ? WHERE id_hash = ?", [now, idHash]);
    },
    async deleteSession(idHash: string) {
      await db.run("DELETE FROM sessions WHERE id_hash = ?", [idHash]);
    },
    async deleteSessionsOf(personId: string): Promise<number> {
      return db.run("DELETE FROM sessions WHERE person_id = ?", [personId]);
    },
    /** Sessions past either timeout (as set now), and challenges past theirs, are forgotten. */
    async sweep(now: number, idleMs: number, absoluteMs: number) {
      await db.run("DELETE FROM sessions WHERE created_at <= ? OR last_seen_at <= ?", [
        now - absoluteMs,
        now - idleMs,
      ]);
      await db.run("DELETE FROM auth_challenges WHERE expires_at <= ?", [now]);
    },

    /** Records a ceremony's challenge as used until its expiry; false when used before. Written
     * only after a verified answer, so a visit that does nothing writes nothing. */
    async spendChallenge(idHash: string, purpose: string, expiresAt: number): Promise<boolean> {
      const changed = await db.run(
        "INSERT INTO auth_challenges (id_hash, challenge, purpose, expires_at) VALUES (?, '', ?, ?) ON CONFLICT (id_hash) DO NOTHING",
        [idHash, purpose, expiresAt],
      );
      return changed === 1;
    },

    async challengeSpent(idHash: string): Promise<boolean> {
      return (
        (await one("SELECT 1 AS n FROM auth_challenges WHERE id_hash = ?", [idHash])) !== undefined
      );
    },

    async recordFailure(keys: string[], now: number) {
      for (const key of keys)
        await db.run("INSERT INTO auth_failures (key, at) VALUES (?, ?)", [key, now]);
    },
    async countFailures(key: string, since: number): Promise<number> {
      return num(
        (await one("SELECT COUNT(*) AS n FROM auth_failures WHERE key = ? AND at > ?", [
          key,
          since,
        ]))!.n,
      );
    },

    async audit(entry: Omit<AuditEntry, "id">) {
      await db.run(
        "INSERT INTO audit (at, person_id, person_email, action, lead_id, detail) VALUES (?, ?, ?, ?, ?, ?)",
        [entry.at, entry.personId, entry.personEmail, entry.action, entry.leadId, entry.detail],
      );
    },
    /** Newest first; `before` is the id of the last entry of the previous page. */
    async listAudit(limit: number, before?: number): Promise<AuditEntry[]> {
      const rows = before
        ? await db.all("SELECT * FROM audit WHERE id < ? ORDER BY id DESC LIMIT ?", [before, limit])
        : await db.all("SELECT * FROM audit ORDER BY id DESC LIMIT ?", [limit]);
      return rows.map(toAudit);
    },
    /** The log is kept a year; failed sign-ins only as long as the rate limit looks back. */
    async purgeOld(auditBefore: number, failuresBefore: number) {
      await db.run("DELETE FROM audit WHERE at < ?", [auditBefore]);
      await db.run("DELETE FROM auth_failures WHERE at < ?", [failuresBefore]);
    },
  };
}

export type AuthStore = ReturnType<typeof authStore>;
