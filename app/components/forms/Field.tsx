import { memo } from "react";
import type { FieldSpec } from "../../../shared/forms/form-specs";

interface FieldProps {
  formId: string;
  field: FieldSpec;
  value: string | string[];
  error?: string;
  onChange: (name: string, value: string | string[]) => void;
  onBlur: (name: string) => void;
}

/** One labelled field with its message, wired for assistive technology; drawn again only when
 * its own props change. */
export const Field = memo(function Field({
  formId,
  field,
  value,
  error,
  onChange,
  onBlur,
}: FieldProps) {
  const id = `${formId}-${field.name}`;
  const errorId = `${id}-error`;
  const common = {
    id,
    name: field.name,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? errorId : undefined,
    "aria-required": field.optional ? undefined : true,
    onBlur: () => onBlur(field.name),
    className: "field-input",
  } as const;

  let control;
  if (field.kind === "checkboxes") {
    const selected = Array.isArray(value) ? value : [];
    return (
      <fieldset
        className={`field ${field.wide ? "sm:col-span-2" : ""}`}
        aria-describedby={error ? errorId : undefined}
      >
        <legend className="field-label">
          <Label text={field.label} />
        </legend>
        <div className="grid gap-x-4 sm:grid-cols-2">
          {field.options?.map((o) => (
            <label key={o.id} className="check">
              <input
                type="checkbox"
                name={field.name}
                value={o.id}
                checked={selected.includes(o.id)}
                onChange={(e) =>
                  onChange(
                    field.name,
                    e.target.checked ? [...selected, o.id] : selected.filter((v) => v !== o.id),
                  )
                }
                onBlur={() => onBlur(field.name)}
              />
              {o.label}
            </label>
          ))}
        </div>
        <FieldError id={errorId} message={error} />
      </fieldset>
    );
  }
  const text = typeof value === "string" ? value : "";
  if (field.kind === "select") {
    // A native select (its keyboard and popup), drawn with the brand's chevron by its wrapper.
    control = (
      <div className="select-wrap">
        <select {...common} value={text} onChange={(e) => onChange(field.name, e.target.value)}>
          <option value="">Choose one…</option>
          {field.options?.map((o) => (
            <option key={o.id} value={o.id}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
    );
  } else if (field.kind === "textarea") {
    control = (
      <textarea
        {...common}
        rows={field.rows}
        value={text}
        onChange={(e) => onChange(field.name, e.target.value)}
      />
    );
  } else {
    control = (
      <input
        {...common}
        type={field.kind}
        autoComplete={field.autoComplete}
        placeholder={field.placeholder}
        inputMode={field.kind === "url" ? "url" : undefined}
        value={text}
        onChange={(e) => onChange(field.name, e.target.value)}
      />
    );
  }
  return (
    <div className={`field ${field.wide ? "sm:col-span-2" : ""}`}>
      <label htmlFor={id} className="field-label">
        <Label text={field.label} />
      </label>
      {control}
      <FieldError id={errorId} message={error} />
    </div>
  );
});

/** A label, its "(optional)" in quieter type: the words stay in its accessible name. */
function Label({ text }: { text: string }) {
  const [, main, optional] = /^(.*?)( \(optional\))?$/.exec(text)!;
  return optional ? (
    <>
      {main}
      <span className="field-optional">{optional}</span>
    </>
  ) : (
    text
  );
}

/** Always present (empty when valid) so a message appearing on blur never shifts the form. */
function FieldError({ id, message }: { id: string; message?: string }) {
  return (
    <p id={id} className="field-error">
      {message ?? ""}
    </p>
  );
}
