/** A strict reader of urlencoded bodies: malformed percent-encoding or a repeated single-value
 * field is refused, not guessed at. */
export class FormBodyError extends Error {}

export function parseFormBody(
  body: string,
  multiValue: ReadonlySet<string> = new Set(),
): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  if (body === "") return out;
  for (const pair of body.split("&")) {
    if (pair === "") continue;
    const eq = pair.indexOf("=");
    const rawKey = eq === -1 ? pair : pair.slice(0, eq);
    const rawValue = eq === -1 ? "" : pair.slice(eq + 1);
    let key: string;
    let value: string;
    try {
      key = decodeURIComponent(rawKey.replaceAll("+", " "));
      value = decodeURIComponent(rawValue.replaceAll("+", " "));
    } catch {
      throw new FormBodyError("The form data is not correctly encoded.");
    }
    if (key === "__proto__" || key === "constructor" || key === "prototype") {
      throw new FormBodyError(`The field name "${key}" is not allowed.`);
    }
    // Own keys only: an inherited "toString" is not a field sent before.
    const existing = Object.hasOwn(out, key) ? out[key] : undefined;
    if (multiValue.has(key)) {
      out[key] = Array.isArray(existing) ? [...existing, value] : [value];
    } else if (existing !== undefined) {
      throw new FormBodyError(`The field "${key}" was sent more than once.`);
    } else {
      out[key] = value;
    }
  }
  return out;
}
