import { useEffect } from "react";
import {
  Form,
  Link,
  data,
  redirect,
  useActionData,
  useLoaderData,
  useNavigation,
  useSearchParams,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from "react-router";
import { readForm } from "../session.server";
import { applyOp } from "../site/edit-ops";
import { ErrorsContext, Field } from "../site/fields";
import { formToValue } from "../site/form-value";
import { ErrorSummary, SiteNav } from "../site/site-parts";
import { check, editing, requireOwner, siteEditor, specOf } from "../site/site.server";
import { LANDING_PREFIX, NEW_PAGE, editPath } from "../site/site-paths";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { person } = await requireOwner(request, context);
  const from = new URL(request.url).searchParams.get("from");
  const { doc, value, edited } = await editing(siteEditor(context), person.id, params["*"]!, from);
  return { id: doc.id, label: doc.label, path: doc.path, spec: specOf(doc), value, edited };
}

/** Each answer has a new `rev`, so the form is drawn afresh from the value it carries. */
const answer = (body: Record<string, unknown>, status = 200) =>
  data({ errors: {} as Record<string, string>, ...body, rev: Date.now() }, { status });

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { person } = await requireOwner(request, context);
  const site = siteEditor(context);
  const id = params["*"]!;
  const form = await readForm(request);
  const { doc } = await editing(site, person.id, id);
  if (form.get("intent") === "discard") {
    await site.discard(person.id, id);
    return answer({ done: "Your changes to this page were discarded." });
  }
  const spec = specOf(doc);
  const value = formToValue(spec, form);
  const op = form.get("op");
  if (typeof op === "string") {
    const changed = applyOp(spec, value, op);
    if (!changed)
      return answer({ value, errors: { "": "That list cannot change that way." } }, 400);
    return answer({ value: changed.value, focus: changed.focus });
  }
  const checked = check(doc.schema, value);
  if (!checked.ok) return answer({ value, errors: checked.fields }, 400);
  const target =
    id === NEW_PAGE ? `${LANDING_PREFIX}${(checked.value as { slug: string }).slug}` : id;
  if (id === NEW_PAGE && (await site.documents(person.id)).some((d) => d.id === target))
    return answer({ value, errors: { slug: "A page has this address already" } }, 400);
  const saved = await site.save(person.id, target, checked.value);
  if (!saved.ok) return answer({ value, errors: saved.fields ?? { "": saved.error } }, 400);
  if (id === NEW_PAGE) throw redirect(`${editPath(target)}?saved=1`);
  // The saved value comes back with the answer: the form is drawn from it at once, not from the
  // page's data, which can arrive a moment later.
  return answer({
    value: checked.value,
    done: "Saved in your draft. Publish it from Changes when you are ready.",
  });
}

export default function SiteEdit() {
  const { id, label, path, spec, value, edited } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as
    | {
        errors: Record<string, string>;
        value?: unknown;
        focus?: string;
        done?: string;
        rev: number;
      }
    | undefined;
  const [params] = useSearchParams();
  const busy = useNavigation().state === "submitting";
  const errors = result?.errors ?? {};
  const shown = result && "value" in result ? result.value : value;
  const done = result?.done ?? (params.get("saved") ? "Saved in your draft." : undefined);
  useEffect(() => {
    const target = Object.keys(result?.errors ?? {}).length ? "site-errors" : result?.focus;
    if (target) document.getElementById(target)?.focus();
  }, [result]);
  const save = (
    <button
      type="submit"
      name="intent"
      value="save"
      className="admin-btn admin-btn-primary"
      disabled={busy}
    >
      Save draft
    </button>
  );
  return (
    <main id="main" className="admin-page site-page">
      <title>{`${label} | Site | Inbox`}</title>
      <SiteNav />
      <p className="site-crumb">
        <Link to="/site">All pages and facts</Link>
      </p>
      <h1>{label}</h1>
      {path ? (
        <p className="admin-muted">
          On the site at <a href={path}>{path}</a>
        </p>
      ) : null}
      <p role="status" className="admin-ok">
        {done ?? ""}
      </p>
      <ErrorSummary spec={spec} errors={errors} />
      <Form method="post" noValidate key={result?.rev ?? "loaded"} className="site-form">
        <div className="site-actions">{save}</div>
        <ErrorsContext.Provider value={errors}>
          <Field spec={spec} path="" value={shown} />
        </ErrorsContext.Provider>
        <div className="site-actions">
          {save}
          <Link to="/site/changes" className="admin-btn">
            Review changes
          </Link>
        </div>
      </Form>
      {edited && id !== NEW_PAGE ? (
        <Form method="post" className="admin-form">
          <button
            type="submit"
            name="intent"
            value="discard"
            className="admin-btn admin-btn-danger"
          >
            Discard my changes to this page
          </button>
        </Form>
      ) : null}
    </main>
  );
}
