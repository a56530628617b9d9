/** Pending invites (listed and revoked) and role changes. An invite lives only while the person
 * who made it is an owner: removing or lowering them revokes it, and a link whose maker has gone
 * is refused even if it was made in the same instant (MAKER_STANDS). */
import type { Db, Row } from "../database/db";
import { num, type Role } from "./records";

/** SQL: the invite was made from the server's shell, or by someone who is an owner now. */
export const MAKER_STANDS =
  "(invites.created_by IS NULL OR EXISTS (SELECT 1 FROM people AS maker WHERE maker.id = invites.created_by AND maker.role = 'owner'))";

/** SQL: how many owners there are; PostgreSQL first locks every owner's row, so two changes
 * that would each leave one owner are taken in turn and the second sees the first. */
export const ownerCount = (db: Db) =>
  db.kind === "postgres"
    ? "(SELECT COUNT(*) FROM (SELECT id FROM people WHERE role = 'owner' FOR UPDATE) AS o)"
    : "(SELECT COUNT(*) FROM people WHERE role = 'owner')";

export interface PendingInvite {
  /** The token's hash: names the invite for Revoke, and opens nothing. */
  id: string;
  email: string;
  role: Role;
  createdAt: number;
  expiresAt: number;
  /** Who made it: an address, or null for the server's command line. */
  by: string | null;
}

const toPending = (r: Row): PendingInvite => ({
  id: String(r.token_hash),
  email: String(r.email),
  role: r.role as Role,
  createdAt: num(r.created_at),
  expiresAt: num(r.expires_at),
  by: r.by_email === null || r.by_email === undefined ? null : String(r.by_email),
});

export function inviteStore(db: Db) {
  const revokeBy = (personId: string) =>
    db.run("DELETE FROM invites WHERE used_at IS NULL AND created_by = ?", [personId]);
  return {
    /** Unused, unexpired invites whose maker stands, soonest to expire first. */
    async listInvites(now: number): Promise<PendingInvite[]> {
      const rows = await db.all(
        `SELECT invites.*, p.email AS by_email FROM invites LEFT JOIN people AS p ON p.id = invites.created_by
         WHERE invites.used_at IS NULL AND invites.expires_at > ? AND ${MAKER_STANDS}
         ORDER BY invites.expires_at, invites.token_hash`,
        [now],
      );
      return rows.map(toPending);
    },
    /** Deletes one unused invite; resolves to what it was, or undefined when there was none. */
    async revokeInvite(id: string): Promise<Pick<PendingInvite, "email" | "role"> | undefined> {
      const rows = await db.all(
        "DELETE FROM invites WHERE token_hash = ? AND used_at IS NULL RETURNING email, role",
        [id],
      );
      return rows[0] && { email: String(rows[0].email), role: rows[0].role as Role };
    },
    /** Deletes every unused invite for an address; resolves to how many. */
    revokeInvitesFor: (email: string) =>
      db.run("DELETE FROM invites WHERE used_at IS NULL AND email = ?", [email]),
    /** Deletes the unused invites a person made; resolves to how many. */
    revokeInvitesBy: revokeBy,

    /** Sets a person's role. Lowering the last owner is refused ("last"), checked in the same
     * statement; a person lowered to staff loses the invites they made. */
    async setRole(id: string, role: Role): Promise<"changed" | "same" | "last" | "missing"> {
      const changed =
        role === "owner"
          ? await db.run("UPDATE people SET role = 'owner' WHERE id = ? AND role = 'staff'", [id])
          : await db.run(
              `UPDATE people SET role = 'staff' WHERE id = ? AND role = 'owner' AND ${ownerCount(db)} > 1`,
              [id],
            );
      if (changed === 1) {
        if (role === "staff") await revokeBy(id);
        return "changed";
      }
      const rows = await db.all("SELECT role FROM people WHERE id = ?", [id]);
      if (!rows[0]) return "missing";
      return rows[0].role === role ? "same" : "last";
    },
  };
}
