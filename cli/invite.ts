/** `leads invite EMAIL [--role owner|staff]`: the server's shell is the inbox's root of trust
 * (first owner, recovery). The link works once, for 30 minutes; only its hash is stored.
 * `--list` shows the pending links and `--revoke EMAIL` ends those for an address. */
import { z } from "zod";
import { dbOf } from "../server/database/db";
import { authService } from "../server/auth/service";
import { ROLES, type Person, type Role } from "../server/auth/records";
import { authStore } from "../server/auth/auth-store";
import type { Env } from "../server/runtime/env";
import type { LeadStore } from "../server/leads/store/store-contract";
import { formatTable, printable } from "./text";

export const inviteArgs = z.object({
  email: z.string().trim().toLowerCase().max(254).email(),
  role: z.enum(ROLES).default("owner"),
});

/** Said before the link when the address has access already: what the link then does. */
export const accessWarning = (person: Person, role: Role) =>
  `Warning: ${person.email} already has access, as ${person.role}. This link adds a passkey to that account: whoever opens it signs in as them.${
    person.role === "owner" && role === "staff" ? " They stay an owner." : ""
  }\n`;

export async function invite(
  store: LeadStore,
  env: Env,
  email: string,
  role: Role,
  now: () => number = Date.now,
): Promise<string> {
  const auth = authService(authStore(dbOf(store)), {
    idleMs: env.ADMIN_SESSION_IDLE_MINUTES * 60_000,
    absoluteMs: env.ADMIN_SESSION_MAX_MINUTES * 60_000,
    now,
  });
  const existing = await auth.accessOf(email);
  const token = await auth.invite(email, role, null);
  const link = `${new URL(env.SITE_URL).origin}/admin/invite/${token}`;
  return `${existing ? accessWarning(existing, role) : ""}Invite for ${email} as ${existing?.role === "owner" ? "owner" : role}. Open this link within 30 minutes to make a passkey; it works once:\n${link}\n`;
}

const utc = (ms: number) => `${new Date(ms).toISOString().slice(0, 16).replace("T", " ")} UTC`;

/** `invite --list`: unused, unexpired links, soonest to expire first. */
export async function listInvites(store: LeadStore, now: () => number = Date.now) {
  const invites = await authStore(dbOf(store)).listInvites(now());
  if (invites.length === 0) return "No pending invites.\n";
  return formatTable(
    ["For", "Role", "Made by", "Expires"],
    invites.map((i) => [
      printable(i.email),
      i.role,
      printable(i.by ?? "this command line"),
      utc(i.expiresAt),
    ]),
    60,
  );
}

/** `invite --revoke EMAIL`: every pending link for the address stops working; exit 1 when none. */
export async function revokeInvites(
  store: LeadStore,
  env: Env,
  email: string,
  now: () => number = Date.now,
): Promise<{ code: number; text: string }> {
  const auth = authService(authStore(dbOf(store)), {
    idleMs: env.ADMIN_SESSION_IDLE_MINUTES * 60_000,
    absoluteMs: env.ADMIN_SESSION_MAX_MINUTES * 60_000,
    now,
  });
  const pending = (await auth.store.listInvites(now())).filter((i) => i.email === email);
  const count = await auth.store.revokeInvitesFor(email);
  if (count === 0) return { code: 1, text: `No pending invite for ${email}.\n` };
  for (const i of pending) await auth.audit("invite-revoked", null, null, `${email} as ${i.role}`);
  return { code: 0, text: `Revoked ${count} invite(s) for ${email}: the links no longer open.\n` };
}
