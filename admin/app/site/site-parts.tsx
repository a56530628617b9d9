/** The Site section's shared pieces: its own tabs, and the list of a refused save's errors at the
 * top of a form, each a link to its field, named by the field's labels in order. */
import { NavLink } from "react-router";
import type { FieldErrors } from "../../../server/site/site-types";
import type { FieldSpec } from "./field-spec";
import { itemId, listId, specAt } from "./edit-ops";
import { fieldId } from "./fields";

export function SiteNav({ changes }: { changes?: number }) {
  return (
    <nav aria-label="Site" className="admin-tabs">
      <NavLink to="/site" end>
        Pages and facts
      </NavLink>
      <NavLink to="/site/changes">
        Changes{changes ? <span className="admin-count">{changes}</span> : null}
      </NavLink>
      <NavLink to="/site/history">History</NavLink>
    </nav>
  );
}

/** "Support hours (Eastern Time) › Opening hours 1 › Opens" for "hours.0.opens". */
export function labelsAt(spec: FieldSpec, path: string): string {
  const labels: string[] = [];
  const parts = path ? path.split(".") : [];
  parts.forEach((part, i) => {
    const parent = specAt(spec, parts.slice(0, i).join("."));
    const here = specAt(spec, parts.slice(0, i + 1).join("."));
    if (parent?.kind === "list") labels.push(`${parent.itemLabel} ${Number(part) + 1}`);
    else if (here) labels.push(here.label);
  });
  return labels.join(" › ") || "This page";
}

/** Where a refusal's link goes: the field, the list, or the list's item. */
function anchor(spec: FieldSpec, path: string) {
  const here = specAt(spec, path);
  const parent = specAt(spec, path.replace(/\.?[^.]+$/, ""));
  if (here?.kind === "list") return listId(path);
  if (parent?.kind === "list" && here?.kind === "group") return itemId(path);
  return fieldId(path);
}

export function ErrorSummary({ spec, errors }: { spec: FieldSpec; errors: FieldErrors }) {
  const paths = Object.keys(errors);
  if (paths.length === 0) return null;
  return (
    <div className="site-errors" role="alert" id="site-errors" tabIndex={-1}>
      <h2>
        {paths.length === 1 ? "One thing to fix" : `${paths.length} things to fix`} before it is
        saved
      </h2>
      <ul>
        {paths.map((path) => (
          <li key={path}>
            <a href={`#${anchor(spec, path)}`}>
              {labelsAt(spec, path)}: {errors[path]}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
