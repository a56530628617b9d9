/** `leads invite EMAIL [--role owner|staff]`: the server's shell is the inbox's root of trust
 * (first owner, recovery). The link works once, for 30 minutes; only its hash is stored. */
import { z } from "zod";
import { dbOf } from "../server/db";
import { authService } from "../server/auth/service";
import { ROLES, type Person, type Role } from "../server/auth/records";
import { authStore } from "../server/auth/store";
import type { Env } from "../server/env";
import type { LeadStore } from "../server/leads/types";

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
