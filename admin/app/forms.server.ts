/** Every inbox form, checked on the server with zod (messages are shown by the field). */
import { z } from "zod";
import { formNames } from "../../shared/forms/form-protocol";
import { ROLES } from "../../server/auth/records";
import { LEAD_STATES } from "../../server/leads/store/store-contract";

import { NOTE_MAX } from "./limits";

export { NOTE_MAX };

export const passkeyName = z
  .string()
  .trim()
  .min(1, "Give the passkey a name")
  .max(60, "Use 60 characters or fewer");

export const leadAction = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("release") }),
  z.object({ intent: z.literal("spam") }),
  z.object({ intent: z.literal("handled") }),
  z.object({ intent: z.literal("reopen") }),
  z.object({ intent: z.literal("delete"), confirm: z.literal("yes", "Tick the box to confirm") }),
  z.object({
    intent: z.literal("note"),
    note: z.string().trim().max(NOTE_MAX, `A note can be at most ${NOTE_MAX} characters`),
  }),
]);

export const inviteForm = z.object({
  email: z.string().trim().toLowerCase().max(254).email("Enter an e-mail address"),
  role: z.enum(ROLES, "Choose owner or staff"),
});

export const accountAction = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("rename"), id: z.string().min(1).max(1024), name: passkeyName }),
  z.object({ intent: z.literal("remove"), id: z.string().min(1).max(1024) }),
  z.object({ intent: z.literal("add"), name: passkeyName, response: z.string().max(20_000) }),
]);

const day = z
  .string()
  .regex(/^\d{4}-\d\d-\d\d$/)
  .optional()
  .catch(undefined);

/** The list's filters from the query string; anything malformed is dropped, not an error. */
export const inboxFilters = z.object({
  tab: z.enum(LEAD_STATES).catch("new"),
  q: z.string().trim().max(200).optional().catch(undefined),
  form: z.enum(formNames).optional().catch(undefined),
  from: day,
  to: day,
  before: z.string().max(500).optional().catch(undefined),
  /** "overdue": only new leads past their due time (the New tab's Overdue filter). */
  due: z.literal("overdue").optional().catch(undefined),
});
export type InboxFilters = z.infer<typeof inboxFilters>;

export const fieldErrors = (error: z.ZodError) =>
  Object.fromEntries(error.issues.map((i) => [String(i.path[0] ?? "form"), i.message]));
