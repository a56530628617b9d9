import {
  Form,
  Link,
  data,
  useActionData,
  useLoaderData,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from "react-router";
import { FormError } from "../components/form-error";
import { readForm } from "../session.server";
import { SiteNav } from "../site/site-parts";
import { requireOwner, siteEditor } from "../site/site.server";
import { LANDING_GROUP, LANDING_PREFIX, NEW_PAGE, editPath } from "../site/site-paths";
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
  const listed = new Set(docs.map((d) => d.id));
  // A landing page removed in the draft is no longer among the documents: listed by its address.
  const removed = draft.edited
    .filter((id) => id.startsWith(LANDING_PREFIX) && !listed.has(id))
    .map((id) => {
      const path = `/${id.slice(LANDING_PREFIX.length)}`;
      return { id, label: path, group: LANDING_GROUP, path, edited: true, removed: true };
    });
  return {
    documents: [
      ...docs.map((d) => ({
        id: d.id,
        label: d.label,
        group: d.group,
        path: d.path,
        edited: edited.has(d.id),
        removed: false,
      })),
      ...removed,
    ],
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
  if (!id.startsWith(LANDING_PREFIX))
    return data({ error: "Only a landing page is removed." }, 400);
  if (form.get("intent") !== "remove") {
    await site.discard(person.id, id);
    return { error: null };
  }
  const removed = await site.save(person.id, id, null);
  return removed.ok ? { error: null } : data({ error: removed.error }, 400);
}

export default function Site() {
  const { documents, attention, changes } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const landing = documents.filter((d) => d.group === LANDING_GROUP && !d.removed);
  return (
    <main id="main" className="admin-page site-page">
      <title>Site | Inbox</title>
      <SiteNav changes={changes} />
      <h1>Site</h1>
      <FormError error={result?.error} />
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
