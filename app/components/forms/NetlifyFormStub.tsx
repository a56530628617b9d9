import type { FormSpec } from "../../../shared/form-specs";
import { CHALLENGE_FIELD, HONEYPOT } from "../../lib/submit";

/**
 * A hidden copy of a form that otherwise only exists inside a dialog, so a
 * Netlify deploy finds it in the prerendered HTML. Never shown, never focusable.
 */
export function NetlifyFormStub({ spec }: { spec: FormSpec }) {
  return (
    <form
      name={spec.formName}
      data-netlify="true"
      netlify-honeypot={HONEYPOT}
      hidden
      aria-hidden="true"
    >
      <input type="hidden" name="form-name" value={spec.formName} />
      <input type="hidden" name={HONEYPOT} />
      <input type="hidden" name={CHALLENGE_FIELD} />
      {spec.fields.map((f) => (
        <input key={f.name} type="hidden" name={f.name} />
      ))}
    </form>
  );
}
