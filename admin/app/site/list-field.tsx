/** A list in the editor: each item in its own fieldset with Move up, Move down and Remove, and
 * Add at the end. The buttons post the form with `op` ("add:hours", "up:hours.1"): the server
 * reads the whole form, changes the list and draws it again, nothing is saved until Save. */
import type { FieldSpec } from "./field-spec";
import { Field, GroupField, labelOf, useDescription, type FieldProps } from "./fields";
import { itemId, listId } from "./edit-ops";

const at = (path: string, i: number) => (path ? `${path}.${i}` : String(i));

function OpButton(props: { op: string; text: string; name: string }) {
  return (
    <button
      type="submit"
      name="op"
      value={props.op}
      className="admin-btn site-op"
      aria-label={`${props.text}: ${props.name}`}
      formNoValidate
    >
      {props.text}
    </button>
  );
}

export function ListField({ spec, path, value }: FieldProps) {
  const d = useDescription(spec, path);
  if (spec.kind !== "list") return null;
  const items = Array.isArray(value) ? (value as unknown[]) : [];
  const canAdd = spec.max === undefined || items.length < spec.max;
  const canRemove = spec.min === undefined || items.length > spec.min;
  const canMove = items.length > 1;
  const item: FieldSpec = spec.item;
  return (
    <fieldset className="site-list" id={listId(path)} tabIndex={-1}>
      <legend>{labelOf(spec)}</legend>
      {d.hint}
      {d.message}
      <input type="hidden" name={at(path, 0).replace(/0$/, "length")} value={items.length} />
      {items.length === 0 ? <p className="admin-muted">None yet.</p> : null}
      <ol className="site-items">
        {items.map((v, i) => {
          const name = `${spec.itemLabel} ${i + 1}`;
          const ops = (
            <div className="site-item-ops">
              {canMove && i > 0 ? (
                <OpButton op={`up:${at(path, i)}`} text="Move up" name={name} />
              ) : null}
              {canMove && i < items.length - 1 ? (
                <OpButton op={`down:${at(path, i)}`} text="Move down" name={name} />
              ) : null}
              {canRemove ? (
                <OpButton op={`remove:${at(path, i)}`} text="Remove" name={name} />
              ) : null}
            </div>
          );
          const nested = item.kind === "group" && !item.image;
          return (
            <li key={i}>
              {nested ? (
                <fieldset className="site-item" id={itemId(at(path, i))} tabIndex={-1}>
                  <legend>{name}</legend>
                  <GroupField spec={item} path={at(path, i)} value={v} label={name} inline />
                  {ops}
                </fieldset>
              ) : (
                <div className="site-item" id={itemId(at(path, i))} tabIndex={-1}>
                  <Field spec={item} path={at(path, i)} value={v} label={name} />
                  {ops}
                </div>
              )}
            </li>
          );
        })}
      </ol>
      {canAdd ? (
        <button type="submit" name="op" value={`add:${path}`} className="admin-btn" formNoValidate>
          Add {spec.itemLabel.toLowerCase()}
        </button>
      ) : (
        <p className="site-hint">This list is full.</p>
      )}
    </fieldset>
  );
}

/** A fixed number of fields in order (two lines of a welcome): one field each, no list buttons. */
export function TupleField({ spec, path, value }: FieldProps) {
  if (spec.kind !== "tuple") return null;
  const items = Array.isArray(value) ? (value as unknown[]) : [];
  return (
    <fieldset className="site-group">
      <legend>{labelOf(spec)}</legend>
      {spec.items.map((item, i) => (
        <Field
          key={i}
          spec={item}
          path={at(path, i)}
          value={items[i]}
          label={`${spec.label} ${i + 1}`}
        />
      ))}
    </fieldset>
  );
}
