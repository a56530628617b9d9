/** The editor's field components: one per kind of FieldSpec, so every document's form is drawn
 * by the same few pieces. Inputs are uncontrolled, named by path, filled from the value. */
import { createContext, useContext, type ReactNode } from "react";
import type { FieldErrors } from "../../../server/site/site-types";
import type { FieldSpec } from "./field-spec";
import { leafText } from "./form-value";
import { ImageField } from "./image-field";
import { ListField, TupleField } from "./list-field";

/** The server's refusals by path, read by each field. */
export const ErrorsContext = createContext<FieldErrors>({});

export const fieldId = (path: string) => `f-${path || "document"}`;

export interface FieldProps {
  spec: FieldSpec;
  path: string;
  value: unknown;
  /** Overrides the spec's label (a list's "Industry 3"). */
  label?: string;
}

/** The words under a label: the example, then the limits. */
const hintOf = (spec: FieldSpec) =>
  [spec.description, spec.hint ? capitalise(spec.hint) : undefined].filter(Boolean).join(". ");
const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export const labelOf = (spec: FieldSpec, label = spec.label) =>
  spec.optional && !/optional/i.test(label) ? `${label} (optional)` : label;

/** The hint and error ids a control names in aria-describedby, and their paragraphs. */
export function useDescription(spec: FieldSpec, path: string) {
  const error = useContext(ErrorsContext)[path];
  const id = fieldId(path);
  const hint = hintOf(spec);
  const ids = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return {
    id,
    error,
    control: { "aria-describedby": ids || undefined, "aria-invalid": error ? true : undefined },
    hint: hint ? (
      <p id={`${id}-hint`} className="site-hint">
        {hint}
      </p>
    ) : null,
    message: error ? (
      <p id={`${id}-error`} className="admin-error">
        {error}
      </p>
    ) : null,
  };
}

function Leaf(props: { id: string; label: string; children: ReactNode; after: ReactNode }) {
  return (
    <div className="site-field">
      <label htmlFor={props.id}>{props.label}</label>
      {props.children}
      {props.after}
    </div>
  );
}

export function Field({ spec, path, value, label }: FieldProps) {
  const d = useDescription(spec, path);
  const name = labelOf(spec, label);
  const text = leafText(spec, value);
  switch (spec.kind) {
    case "group":
      // Drawn afresh when the saved picture changes: a save's answer can arrive before the page's
      // new data, and the field keeps the picture it was first given.
      return spec.image ? (
        <ImageField
          key={(value as { src?: string } | null)?.src ?? ""}
          spec={spec}
          path={path}
          value={value}
        />
      ) : (
        <GroupField spec={spec} path={path} value={value} label={label} />
      );
    case "list":
      return <ListField spec={spec} path={path} value={value} />;
    case "tuple":
      return <TupleField spec={spec} path={path} value={value} />;
    case "checkbox":
      return (
        <div className="site-field">
          <label className="admin-check">
            <input
              type="checkbox"
              id={d.id}
              name={path}
              defaultChecked={value === true}
              {...d.control}
            />
            {name}
          </label>
          {d.hint}
          {d.message}
        </div>
      );
    case "choices":
      return <ChoicesField spec={spec} path={path} value={value} label={name} />;
    default:
  }
  let control: ReactNode;
  if (spec.kind === "text" && spec.long)
    control = <textarea id={d.id} name={path} defaultValue={text} rows={5} {...d.control} />;
  else if (spec.kind === "text")
    control = (
      <input
        id={d.id}
        name={path}
        type={spec.input === "text" ? "text" : spec.input}
        defaultValue={text}
        autoComplete="off"
        {...d.control}
      />
    );
  else if (spec.kind === "number")
    control = (
      <input
        id={d.id}
        name={path}
        type="text"
        inputMode={spec.step === 1 ? "numeric" : "decimal"}
        defaultValue={text}
        {...d.control}
      />
    );
  else if (spec.kind === "time" || spec.kind === "date")
    control = <input id={d.id} name={path} type={spec.kind} defaultValue={text} {...d.control} />;
  else if (spec.kind === "choice")
    control = (
      <select id={d.id} name={path} defaultValue={text} {...d.control}>
        {spec.optional ? <option value="">None</option> : null}
        {spec.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    );
  else
    control = (
      <input id={d.id} readOnly value={String(spec.value)} className="site-fixed" {...d.control} />
    );
  return (
    <Leaf id={d.id} label={name} after={d.message}>
      {d.hint}
      {control}
    </Leaf>
  );
}

function ChoicesField({ spec, path, value, label }: FieldProps & { label: string }) {
  const d = useDescription(spec, path);
  if (spec.kind !== "choices") return null;
  const chosen = new Set((Array.isArray(value) ? value : []).map(String));
  return (
    <fieldset className="site-choices" id={d.id} {...d.control}>
      <legend>{label}</legend>
      {d.hint}
      <div className="site-choice-row">
        {spec.options.map((o) => (
          <label key={o.value} className="admin-check">
            <input
              type="checkbox"
              name={path}
              value={o.value}
              defaultChecked={chosen.has(o.value)}
            />
            {o.label}
          </label>
        ))}
      </div>
      {d.message}
    </fieldset>
  );
}

/** A part of the document: its fields inside a fieldset named by its legend (the document itself
 * has none). */
export function GroupField({
  spec,
  path,
  value,
  label,
  inline,
}: FieldProps & { inline?: boolean }) {
  const d = useDescription(spec, path);
  if (spec.kind !== "group") return null;
  const record = (value ?? {}) as Record<string, unknown>;
  const fields = spec.fields.map(([key, child]) => (
    <Field key={key} spec={child} path={path ? `${path}.${key}` : key} value={record[key]} />
  ));
  if (!path || inline) return <>{fields}</>;
  return (
    <fieldset className="site-group" id={d.id}>
      <legend>{labelOf(spec, label)}</legend>
      {d.hint}
      {d.message}
      {fields}
    </fieldset>
  );
}
