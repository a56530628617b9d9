/** The spec's submission protocol (docs/spec.md §7), as the browser speaks it. */

import {
  CHALLENGE_FIELD,
  FORM_NAME_FIELD,
  HONEYPOT_FIELD,
} from "../../../shared/forms/form-protocol";

export type FormValues = Record<string, string | string[]>;

/** application/x-www-form-urlencoded body: form-name, the honeypot, the challenge solution, then
 * the fields. */
export function encodeLead(
  formName: string,
  values: FormValues,
  honeypot = "",
  solution = "",
): string {
  const body = new URLSearchParams();
  body.append(FORM_NAME_FIELD, formName);
  body.append(HONEYPOT_FIELD, honeypot);
  body.append(CHALLENGE_FIELD, solution);
  for (const [key, value] of Object.entries(values)) {
    if (Array.isArray(value)) for (const v of value) body.append(key, v);
    else body.append(key, value);
  }
  return body.toString();
}

export type SubmitResult = { ok: true } | { ok: false; reason: string };

/** POST to the site root: 2xx is success; any other status or network failure is an error, so a
 * lead never vanishes silently (docs/product.md). */
export async function submitLead(
  formName: string,
  values: FormValues,
  honeypot = "",
  fetchImpl: typeof fetch = fetch,
  solution = "",
): Promise<SubmitResult> {
  try {
    const response = await fetchImpl("/", {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Accept: "application/json",
      },
      body: encodeLead(formName, values, honeypot, solution),
    });
    if (response.ok) return { ok: true };
    return { ok: false, reason: `HTTP ${response.status}` };
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  }
}
