/** What the POST route does before storing a lead: bound its fields, check the challenge, score
 * the signals. */
import type { FormSpec } from "../../../shared/forms/form-fields";
import { specsOfForm } from "../../../shared/forms/form-variants";
import { VARIANT_FIELD, type FormName } from "../../../shared/forms/form-protocol";
import { verifyChallenge, type Secrets } from "./challenge";
import { REPEAT_WINDOW_MS, bodyHash, screen, type Screening } from "./signals";
import type { ScreeningStore } from "../store/store-contract";

/** Unknown fields of a post (spam included) are kept in one field, OTHER_FIELDS, this many at
 * most. */
export const OTHER_FIELDS = "_other";
export const MAX_OTHER = 10;
export const MAX_OTHER_TEXT = 200;
export const MAX_VALUE = 5_000;

const names = (specs: FormSpec[]) => specs.flatMap((s) => s.fields.map((f) => f.name));

/** The fields a post may keep: its named variant's (and the variant field); without a known
 * variant, every spec's of its form. */
export function ownFields(form: FormName, spec: FormSpec | undefined): ReadonlySet<string> {
  if (!spec) return new Set(names(specsOfForm(form)));
  return new Set([...names([spec]), ...(spec.variant ? [VARIANT_FIELD] : [])]);
}

/** The form's own fields (cut to MAX_VALUE), every other field folded into OTHER_FIELDS (the
 * first MAX_OTHER, cut short), so invented field names add one export column, never thousands;
 * an unknown variant's fields are folded too. */
export function boundFields(
  form: FormName,
  fields: Record<string, string | string[]>,
  spec?: FormSpec,
): Record<string, string | string[]> {
  const own = ownFields(form, spec);
  const out: Record<string, string | string[]> = {};
  const other: string[] = [];
  let skipped = 0;
  const cut = (v: string) => v.slice(0, MAX_VALUE);
  for (const [name, value] of Object.entries(fields)) {
    if (own.has(name)) {
      out[name] = Array.isArray(value) ? value.slice(0, 20).map(cut) : cut(value);
    } else if (other.length < MAX_OTHER) {
      other.push(`${name}=${String(value)}`.slice(0, MAX_OTHER_TEXT));
    } else skipped++;
  }
  if (other.length) {
    out[OTHER_FIELDS] = other.join("\n") + (skipped ? `\n(${skipped} more left out)` : "");
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
  store: ScreeningStore,
  secrets: () => Promise<Secrets>,
): Promise<Screening & { bodyHash: string | null }> {
  const hash = bodyHash(input.fields);
  const [challenge, repeats] = await Promise.all([
    verifyChallenge(input.challengeField, await secrets(), store, input.now),
    hash ? store.countBodyHash(hash, new Date(input.now - REPEAT_WINDOW_MS)) : Promise.resolve(0),
  ]);
  return { ...screen({ ...input, challenge, repeats }), bodyHash: hash };
}
