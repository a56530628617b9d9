/** The People page's changes to people and invites: remove, change role, revoke an invite. Each
 * is an owner's, from a same-origin post (server/admin/admin-plugin.ts,
 * server/http/cross-site.ts). */
import { z } from "zod";
import type { AdminContext } from "../../server/admin/context";
import type { Person } from "../../server/auth/records";

export const personForm = z.object({
  intent: z.enum(["remove", "make-staff", "make-owner"]),
  id: z.string().uuid(),
});
/** An invite is named by its token's hash: 43 base64url characters that open nothing. */
export const revokeForm = z.object({
  intent: z.literal("revoke"),
  id: z.string().regex(/^[\w-]{43}$/),
});

export type Outcome = { status: number; error?: string; done?: string };

const NO_PERSON = { status: 404, error: "No such person." };

/** A change an owner posts from the People page: the owner, then the form's fields. */
type Change = (
  c: AdminContext,
  by: Person,
  form: Record<string, FormDataEntryValue>,
) => Promise<Outcome>;

/** Removes a person, or changes their role; lowering or removing one revokes their invites. */
export const changePerson: Change = async (c, by, form) => {
  const parsed = personForm.safeParse(form);
  if (!parsed.success) return { status: 400, error: "No such person." };
  const target = await c.auth.store.getPerson(parsed.data.id);
  if (!target) return NO_PERSON;
  if (parsed.data.intent === "remove") {
    // The last-owner check and the removal are one statement (store.removePerson).
    const removed = await c.auth.store.removePerson(target.id);
    if (removed === "missing") return NO_PERSON;
    if (removed === "last") return { status: 400, error: "The last owner cannot be removed." };
    await c.auth.audit("person-removed", by, null, target.email);
    return { status: 200, done: `${target.email} was removed, with the invites they made.` };
  }
  const role = parsed.data.intent === "make-staff" ? "staff" : "owner";
  const changed = await c.auth.store.setRole(target.id, role);
  if (changed === "missing") return NO_PERSON;
  if (changed === "last") return { status: 400, error: "The last owner cannot be made staff." };
  if (changed === "changed")
    await c.auth.audit("role-changed", by, null, `${target.email} to ${role}`);
  return {
    status: 200,
    done:
      role === "staff"
        ? `${target.email} is staff now; the invites they made were revoked.`
        : `${target.email} is an owner now.`,
  };
};

/** Revokes one pending invite: its link no longer opens. */
export const revokeInvite: Change = async (c, by, form) => {
  const parsed = revokeForm.safeParse(form);
  const revoked = parsed.success ? await c.auth.store.revokeInvite(parsed.data.id) : undefined;
  if (!revoked) return { status: 404, error: "That invite was used, revoked or has expired." };
  await c.auth.audit("invite-revoked", by, null, `${revoked.email} as ${revoked.role}`);
  return { status: 200, done: `The invite for ${revoked.email} was revoked.` };
};
