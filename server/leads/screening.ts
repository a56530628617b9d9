/**
 * What the POST route does with a lead before storing it: bound the fields
 * any post may leave in the store, check the challenge, score the signals.
 */
import { formSpecs, specForForm } from "../../shared/form-specs";
import type { FormName } from "../../content/site-map";
import { verifyChallenge, type Secrets } from "./challenge";
import { REPEAT_WINDOW_MS, bodyHash, screen, type Screening } from "./signals";
import type { LeadStore } from "./types";

/** Unknown fields kept from a post (spam included), and how long a kept name or value may be. */
export const EXTRA_FIELDS = 5;
export const MAX_EXTRA_NAME = 100;
export const MAX_VALUE = 5_000;

const ownFields: Record<FormName, ReadonlySet<string>> = {
  contact: new Set(
    [formSpecs["contact-dialog"], formSpecs["contact-page"]].flatMap((s) =>
      s.fields.map((f) => f.name),
    ),
  ),
  referral: new Set(formSpecs[specForForm.referral].fields.map((f) => f.name)),
  "website-project": new Set(formSpecs[specForForm["website-project"]].fields.map((f) => f.name)),
};

/**
 * The form's own fields plus at most EXTRA_FIELDS others, every value cut to
 * MAX_VALUE: a post with thousands of invented field names (stored as spam,
 * unvalidated) cannot widen the store or a CSV export beyond that.
 */
export function boundFields(
  form: FormName,
  fields: Record<string, string | string[]>,
): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  let extra = 0;
  const cut = (v: string) => v.slice(0, MAX_VALUE);
  for (const [name, value] of Object.entries(fields)) {
    if (!ownFields[form].has(name)) {
      if (extra >= EXTRA_FIELDS || name.length > MAX_EXTRA_NAME) continue;
      extra++;
    }
    out[name] = Array.isArray(value) ? value.slice(0, 20).map(cut) : cut(value);
  }
  return out;
}

export interface ScreenInput {
  fields: Record<string, string | string[]>;
  honeypot: boolean;
  challengeField: string | undefined;
  page: string | null;
  now: number;
}

export async function screenPost(
  input: ScreenInput,
  store: LeadStore,
  secrets: () => Promise<Secrets>,
): Promise<Screening & { bodyHash: string | null }> {
  const hash = bodyHash(input.fields);
  const [challenge, repeats] = await Promise.all([
    verifyChallenge(input.challengeField, await secrets(), store, input.now),
    hash ? store.countBodyHash(hash, new Date(input.now - REPEAT_WINDOW_MS)) : Promise.resolve(0),
  ]);
  return { ...screen({ ...input, challenge, repeats }), bodyHash: hash };
}
