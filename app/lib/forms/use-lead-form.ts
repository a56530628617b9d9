import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import type { FieldErrors } from "../../../shared/forms/forms";
import { VARIANT_FIELD } from "../../../shared/forms/form-protocol";
import type { FormSpec } from "../../../shared/forms/form-specs";
import {
  challengeSolution,
  loadedValidation,
  loadValidation,
  type Validation,
} from "./load-validation";
import { CHALLENGE_FIELD, HONEYPOT_FIELD } from "../../../shared/forms/form-protocol";
import { submitLead, type FormValues } from "./submit";
import { emptyValues, typedValues } from "./typed-values";
import { useLatest } from "../core/use-latest";

export type SubmitStatus = "idle" | "submitting" | "success" | "error";

/** This visit's landing page, referrer host and campaign tags (app/lib/counting/visit-source.ts),
 * or none. */
const visitSource = (): Promise<Record<string, string>> =>
  import("../counting/visit-source").then((m) => m.thisVisit()).catch(() => ({}));

/** The behaviour every form shares (docs/spec.md §4, §5): touched on blur, errors only when
 * touched, an edit clears its error, submit touches all and sends only when valid, then the
 * status cycle. */
export function useLeadForm(spec: FormSpec, onDone?: () => void) {
  const [values, setValues] = useState<FormValues>(() => emptyValues(spec));
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<SubmitStatus>("idle");
  const formRef = useRef<HTMLFormElement>(null);
  const timer = useRef<number | undefined>(undefined);
  // The latest values, for a check that finishes after the validation module arrives.
  const latest = useLatest(values);
  const checking = useRef(false);

  // A prerendered form works as plain HTML before its code has started (the
  // contact page's form; a dialog the browser opened from its button): what a
  // visitor typed then is taken over here, so the next render does not clear it.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const typed = typedValues(form, spec);
    setValues((current) => (JSON.stringify(current) === JSON.stringify(typed) ? current : typed));
  }, [spec]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const errorsOf = ({ validate, formSchemas }: Validation, next: FormValues): FieldErrors => {
    const result = validate(formSchemas[spec.id], next);
    return result.ok ? {} : result.errors;
  };

  /** Runs `then` with the validation module, at once when loaded (the usual case), else on
   * arrival with the values as they are then. */
  const withValidation = (then: (validation: Validation, values: FormValues) => void) => {
    const ready = loadedValidation();
    if (ready) {
      then(ready, values);
      return Promise.resolve();
    }
    return loadValidation().then((validation) => then(validation, latest.current));
  };

  const blurNow = (name: string) => {
    setTouched((t) => ({ ...t, [name]: true }));
    withValidation((validation, current) => {
      const message = errorsOf(validation, current)[name];
      setErrors(({ [name]: _old, ...rest }) => (message ? { ...rest, [name]: message } : rest));
    }).catch(() => undefined); // Shown on submit, which tries the load again.
  };
  const latestBlur = useLatest(blurNow);

  // The same functions at every render, so a field whose props did not change is not drawn again
  // (Field is memoised): a keystroke or a blur renders that one field, not the whole form.
  const change = useCallback((name: string, value: string | string[]) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors(({ [name]: _cleared, ...rest }) => rest);
  }, []);
  const blur = useCallback((name: string) => latestBlur.current(name), [latestBlur]);

  const send = useCallback(async () => {
    setStatus("submitting");
    const honeypot = new FormData(formRef.current ?? undefined).get(HONEYPOT_FIELD);
    const [solution, source] = await Promise.all([challengeSolution(), visitSource()]);
    const result = await submitLead(
      spec.formName,
      { ...(spec.variant && { [VARIANT_FIELD]: spec.variant }), ...values, ...source },
      typeof honeypot === "string" ? honeypot : "",
      fetch,
      solution,
    );
    if (!result.ok) {
      console.error(`The ${spec.formName} form could not be sent: ${result.reason}`);
      setStatus("error");
      return;
    }
    setStatus("success");
    timer.current = window.setTimeout(() => {
      setValues(emptyValues(spec));
      setTouched({});
      setErrors({});
      setStatus("idle");
      onDone?.();
    }, spec.resetAfterMs);
  }, [spec, values, onDone]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === "submitting" || checking.current) return;
    setTouched(Object.fromEntries(spec.fields.map((f) => [f.name, true])));
    checking.current = true;
    withValidation((validation, current) => {
      checking.current = false;
      const found = errorsOf(validation, current);
      setErrors(found);
      const firstInvalid = spec.fields.find((f) => found[f.name]);
      if (firstInvalid) {
        const el = formRef.current?.querySelector<HTMLElement>(`[name="${firstInvalid.name}"]`);
        // Let React paint the messages first, so the field is announced with its error.
        window.setTimeout(() => el?.focus(), 0);
        return;
      }
      void send();
    }).catch(() => {
      // The checks could not load (offline, or a new deploy): post the form the
      // way it works without JavaScript; the server validates it the same way.
      checking.current = false;
      const form = formRef.current;
      void challengeSolution().then((solution) => {
        const field = form?.elements.namedItem(CHALLENGE_FIELD);
        if (field instanceof HTMLInputElement) field.value = solution;
        form?.submit();
      });
    });
  };

  const visibleError = (name: string) => (touched[name] ? errors[name] : undefined);

  return { values, status, formRef, change, blur, submit, retry: send, visibleError };
}
