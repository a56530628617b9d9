import {
  Form,
  Link,
  useLoaderData,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from "react-router";
import { readForm } from "../session.server";
import { SiteNav } from "../site/site-parts";
import { requireOwner, siteEditor } from "../site/site.server";
import { LANDING_GROUP, NEW_PAGE, editPath } from "../site/site-paths";
import type { DocumentGroup } from "../../../server/site/site-types";

const GROUPS: [DocumentGroup, string][] = [
  ["Business", "Business facts"],
  ["Pages", "Pages"],
  ["Legal", "Legal"],
  ["Testimonials", "Testimonials"],
  [LANDING_GROUP, "Landing pages"],
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { person } = await requireOwner(request, context);
  const site = siteEditor(context);
  const [docs, draft, attention, changes] = await Promise.all([
    site.documents(person.id),
    site.draft(person.id),
    site.attention(),
    site.changes(person.id),
  ]);
  const edited = new Set(draft.edited);
  return {
    documents: docs.map((d) => ({
      id: d.id,
      label: d.label,
      group: d.group,
      path: d.path,
      edited: edited.has(d.id),
      removed: draft.values[d.id] === null,
    })),
    attention,
    changes: changes.length,
  };
}

/** Removing a landing page, or taking the removal back: a change to the draft like any other. */
export async function action({ request, context }: ActionFunctionArgs) {
  const { person } = await requireOwner(request, context);
  const site = siteEditor(context);
  const form = await readForm(request);
  const id = String(form.get("id") ?? "");
  const docs = await site.documents(person.id);
  const doc = docs.find((d) => d.id === id && d.group === LANDING_GROUP);
  if (!doc) return { error: "There is no such landing page." };
  if (form.get("intent") === "remove") await site.save(person.id, id, null);
  else await site.discard(person.id, id);
  return { error: null };
}

export default function Site() {
  const { documents, attention, changes } = useLoaderData<typeof loader>();
  const landing = documents.filter((d) => d.group === LANDING_GROUP && !d.removed);
  return (
    <main id="main" className="admin-page site-page">
      <title>Site | Inbox</title>
      <SiteNav changes={changes} />
      <h1>Site</h1>
      <p>
        Change any fact, hour, quote or page. Your edits stay in a draft until you publish them from{" "}
        <Link to="/site/changes">Changes</Link>
        {changes ? ` (${changes} waiting)` : ""}.
      </p>
      {attention.length ? (
        <section aria-labelledby="attention" className="admin-warning">
          <h2 id="attention">Needs your attention</h2>
          <p>A new release of the site no longer accepts these edits. Open each to fix it.</p>
          <ul>
            {attention.map((a) => (
              <li key={a.document}>
                <Link to={editPath(a.document)}>{a.label}</Link>: {a.problems.join("; ")}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {GROUPS.map(([group, heading]) => {
        const docs = documents.filter((d) => d.group === group);
        if (docs.length === 0 && group !== LANDING_GROUP) return null;
        return (
          <section key={group} aria-labelledby={`group-${group}`}>
            <h2 id={`group-${group}`}>{heading}</h2>
            <ul className="admin-cards site-docs">
              {docs.map((d) => (
                <li key={d.id}>
                  {d.removed ? (
                    <span className="site-doc-name">{d.label}</span>
                  ) : (
                    <Link to={editPath(d.id)} className="site-doc-name">
                      {d.label}
                    </Link>
                  )}
                  <span className="admin-muted">
                    {d.removed
                      ? "Removed in your draft"
                      : d.edited
                        ? "Changed in your draft"
                        : d.path}
                  </span>
                  {group === LANDING_GROUP ? (
                    <Form method="post">
                      <input type="hidden" name="id" value={d.id} />
                      <button
                        type="submit"
                        name="intent"
                        value={d.removed ? "undo" : "remove"}
                        className={`admin-btn${d.removed ? "" : " admin-btn-danger"}`}
                        aria-label={`${d.removed ? "Keep" : "Remove"} ${d.label}`}
                      >
                        {d.removed ? "Keep" : "Remove"}
                      </button>
                    </Form>
                  ) : null}
                </li>
              ))}
            </ul>
            {group === LANDING_GROUP ? (
              <Form method="get" action={editPath(NEW_PAGE)} className="admin-form site-add">
                <label htmlFor="from">Start from the text of</label>
                <select id="from" name="from" defaultValue="">
                  <option value="">A blank page</option>
                  {landing.map((d) => (
                    <option key={d.id} value={d.id}>
                      {d.label}
                    </option>
                  ))}
                </select>
                <button type="submit" className="admin-btn admin-btn-primary">
                  Add a page
                </button>
              </Form>
            ) : null}
          </section>
        );
      })}
    </main>
  );
}
