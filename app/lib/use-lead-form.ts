import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { validate, type FieldErrors } from "../../shared/forms";
import type { FormSpec } from "../../shared/form-specs";
import { HONEYPOT, submitLead, type FormValues } from "./submit";

export type SubmitStatus = "idle" | "submitting" | "success" | "error";

const emptyValues = (spec: FormSpec): FormValues =>
  Object.fromEntries(spec.fields.map((f) => [f.name, f.kind === "checkboxes" ? [] : ""]));

/**
 * The behaviour every form shares (SPEC sections 4 and 5): touched on blur,
 * errors only for touched fields, an edit clears its field's error, submit
 * touches everything and sends only when valid, then the status cycle.
 */
export function useLeadForm(spec: FormSpec, onDone?: () => void) {
  const [values, setValues] = useState<FormValues>(() => emptyValues(spec));
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<SubmitStatus>("idle");
  const formRef = useRef<HTMLFormElement>(null);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const check = (next: FormValues) => {
    const result = validate(spec.schema, next);
    return result.ok ? {} : result.errors;
  };

  const change = (name: string, value: string | string[]) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors(({ [name]: _cleared, ...rest }) => rest);
  };

  const blur = (name: string) => {
    setTouched((t) => ({ ...t, [name]: true }));
    const message = check(values)[name];
    setErrors(({ [name]: _old, ...rest }) => (message ? { ...rest, [name]: message } : rest));
  };

  const send = useCallback(async () => {
    setStatus("submitting");
    const honeypot = new FormData(formRef.current ?? undefined).get(HONEYPOT);
    const result = await submitLead(
      spec.formName,
      values,
      typeof honeypot === "string" ? honeypot : "",
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
    if (status === "submitting") return;
    setTouched(Object.fromEntries(spec.fields.map((f) => [f.name, true])));
    const found = check(values);
    setErrors(found);
    const firstInvalid = spec.fields.find((f) => found[f.name]);
    if (firstInvalid) {
      const el = formRef.current?.querySelector<HTMLElement>(`[name="${firstInvalid.name}"]`);
      // Let React paint the messages first, so the field is announced with its error.
      window.setTimeout(() => el?.focus(), 0);
      return;
    }
    void send();
  };

  const visibleError = (name: string) => (touched[name] ? errors[name] : undefined);

  return { values, status, formRef, change, blur, submit, retry: send, visibleError };
}
