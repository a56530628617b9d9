/** The reply promise each form makes, read once at intake and stored with the lead, so later
 * changes to wording or hours never move the due time of a lead already received. */
import type { FormId } from "../../../shared/forms/form-specs";
import { labelSpecOf } from "../../../shared/forms/form-variants";
import type { LeadState } from "../store/store-contract";
import type { FormName } from "../../../shared/forms/form-protocol";
import { dueAt, type BusinessTimeOptions, type ReplyPromise } from "./business-time";

/** The contact page and the brief say "within 24 hours"; the contact dialog says "within one
 * business day", and the referral dialog's "soon" is the business's stated response time. */
export const PROMISE_OF_SPEC: Record<FormId, ReplyPromise> = {
  "contact-dialog": "business-day",
  "contact-page": "24h",
  referral: "business-day",
  "website-project": "24h",
};

type PromisedLead = { form: FormName; state: LeadState; fields: Record<string, string | string[]> };

/** The promise a lead was given (a contact post naming no variant takes the page's), and its
 * due time as an ISO string; both null for spam, which is never due. */
export function promiseOf(
  lead: PromisedLead,
  receivedAt: string,
  opts?: BusinessTimeOptions,
): { promise: ReplyPromise | null; dueAt: string | null } {
  if (lead.state === "spam") return { promise: null, dueAt: null };
  const promise = PROMISE_OF_SPEC[labelSpecOf(lead).id];
  return { promise, dueAt: new Date(dueAt(promise, Date.parse(receivedAt), opts)).toISOString() };
}
