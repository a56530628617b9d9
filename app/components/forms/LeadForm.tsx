import { CheckCircle } from "../ui/icons";
import { useCallback, useEffect, useRef } from "react";
import { business, telHref } from "../../../content/business";
import { leadFormCopy as copy } from "../../../content/lead-form";
import {
  CHALLENGE_FIELD,
  FORM_NAME_FIELD,
  HONEYPOT_FIELD,
  VARIANT_FIELD,
} from "../../../shared/forms/form-protocol";
import type { FormSpec } from "../../../shared/forms/form-specs";
import { prepareValidation } from "../../lib/forms/load-validation";
import { useLatest } from "../../lib/core/use-latest";
import { useLeadForm } from "../../lib/forms/use-lead-form";
import { Field } from "./Field";

export interface LeadFormProps {
  /** Which form: one spec of shared/forms/form-specs.ts (imported by name, so a page bundles only
   * its own). */
  spec: FormSpec;
  /** Called when the success view has shown for its time (dialogs close then). */
  onDone?: () => void;
  /** Told of every edit (the contact page sends web-dev choices to the brief). */
  onFieldChange?: (name: string, value: string | string[]) => void;
}

/** A lead form that works without JavaScript (a real POST to "/") and with it runs the spec's
 * validation and submission; Netlify detects it by its name, data-netlify and honeypot. */
export function LeadForm({ spec, onDone, onFieldChange }: LeadFormProps) {
  const { values, status, formRef, change, blur, submit, retry, visibleError } = useLeadForm(
    spec,
    onDone,
  );
  const successRef = useRef<HTMLHeadingElement>(null);
  // One function for every field and render (Field is memoised), calling the latest listener.
  const fieldChange = useLatest(onFieldChange);
  const onChange = useCallback(
    (name: string, value: string | string[]) => {
      change(name, value);
      fieldChange.current?.(name, value);
    },
    [change, fieldChange],
  );

  useEffect(() => {
    if (status === "success") successRef.current?.focus();
  }, [status]);

  if (status === "success") {
    return (
      <div role="status" className="form-success">
        <CheckCircle aria-hidden="true" className="size-12 text-ok" />
        <h3 ref={successRef} tabIndex={-1} className="text-h2 font-semibold">
          {spec.success.title}
        </h3>
        <p className="text-fg-muted">{spec.success.text}</p>
      </div>
    );
  }

  const submitting = status === "submitting";
  return (
    <form
      ref={formRef}
      name={spec.formName}
      method="post"
      action="/"
      noValidate
      data-netlify="true"
      netlify-honeypot={HONEYPOT_FIELD}
      onSubmit={submit}
      // The checks load when the visitor starts on the form, not with the page.
      onFocus={prepareValidation}
      onPointerDown={prepareValidation}
      className="grid gap-x-4 gap-y-3 sm:grid-cols-2"
      aria-busy={submitting}
    >
      <input type="hidden" name={FORM_NAME_FIELD} value={spec.formName} />
      {/* Which variant of the form this is (the contact dialog or page): the server checks it by
          that one. */}
      {spec.variant && <input type="hidden" name={VARIANT_FIELD} value={spec.variant} />}
      {/* The spam challenge's solution; empty without JavaScript (the lead is then held for
          review). */}
      <input type="hidden" name={CHALLENGE_FIELD} defaultValue="" />
      <p className="honeypot" aria-hidden="true">
        <label>
          {copy.honeypotLabel}
          <input name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </p>
      {spec.fields.map((field) => (
        <Field
          key={field.name}
          formId={spec.id}
          field={field}
          value={values[field.name] ?? ""}
          error={visibleError(field.name)}
          onBlur={blur}
          onChange={onChange}
        />
      ))}
      <div aria-live="assertive" className="sm:col-span-2">
        {status === "error" && (
          <div role="alert" className="form-alert">
            <p className="font-semibold">{copy.failedHeading}</p>
            <p className="mt-1">
              {copy.failedText}{" "}
              <a href={telHref} className="underline">
                {business.phone.display}
              </a>
              .
            </p>
            <button type="button" className="btn btn-secondary mt-3" onClick={() => void retry()}>
              {copy.retry}
            </button>
          </div>
        )}
      </div>
      {/* On a phone-sized dialog this row stays pinned to the bottom (app/styles/dialogs.css). */}
      <div className="form-actions sm:col-span-2">
        <button type="submit" className="btn btn-primary w-full sm:w-auto" disabled={submitting}>
          {submitting ? copy.sending : spec.submitLabel}
        </button>
      </div>
    </form>
  );
}
