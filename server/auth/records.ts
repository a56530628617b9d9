/** The sign-in records (people, passkeys, sessions, invites, the audit log) and their mapping from
 * database rows. */
import type { Row } from "../db";

export type Role = "owner" | "staff";
export const ROLES: readonly Role[] = ["owner", "staff"];

export interface Person {
  id: string;
  email: string;
  role: Role;
  createdAt: number;
}
export interface Passkey {
  /** The credential id, base64url. */
  id: string;
  personId: string;
  /** The COSE public key, base64url. */
  publicKey: string;
  counter: number;
  transports: string[];
  name: string;
  createdAt: number;
  lastUsedAt: number | null;
}
export interface Session {
  personId: string;
  createdAt: number;
  lastSeenAt: number;
  expiresAt: number;
  /** The passkey whose sign-in (or invite) made it; null for sessions made before that was
   * recorded, and for those made straight in the store. */
  passkeyId: string | null;
}
export interface Invite {
  email: string;
  role: Role;
  expiresAt: number;
  usedAt: number | null;
}
export type AuditAction =
  | "sign-in"
  | "sign-in-failed"
  | "sign-out"
  | "invite"
  | "person-added"
  | "person-removed"
  | "role-changed"
  | "invite-revoked"
  | "passkey-added"
  | "passkey-renamed"
  | "passkey-removed"
  | "state"
  | "note"
  | "export"
  | "delete"
  | "site-publish"
  | "site-restore";
export interface AuditEntry {
  id: number;
  at: number;
  personId: string | null;
  personEmail: string | null;
  action: AuditAction;
  leadId: string | null;
  detail: string | null;
}

export const num = (v: unknown) => Number(v);
export const numOrNull = (v: unknown) => (v === null || v === undefined ? null : Number(v));
export const toPerson = (r: Row): Person => ({
  id: String(r.id),
  email: String(r.email),
  role: r.role as Role,
  createdAt: num(r.created_at),
});
export const toPasskey = (r: Row): Passkey => ({
  id: String(r.id),
  personId: String(r.person_id),
  publicKey: String(r.public_key),
  counter: num(r.counter),
  transports: JSON.parse(String(r.transports)) as string[],
  name: String(r.name),
  createdAt: num(r.created_at),
  lastUsedAt: numOrNull(r.last_used_at),
});
export const toAudit = (r: Row): AuditEntry => ({
  id: num(r.id),
  at: num(r.at),
  personId: (r.person_id as string | null) ?? null,
  personEmail: (r.person_email as string | null) ?? null,
  action: r.action as AuditAction,
  leadId: (r.lead_id as string | null) ?? null,
  detail: (r.detail as string | null) ?? null,
});
