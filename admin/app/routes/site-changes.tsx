import {
  Form,
  data,
  redirect,
  useActionData,
  useLoaderData,
  useNavigation,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from "react-router";
import { FormError } from "../components/form-error";
import { SignInAgain, signInAgainText } from "../components/sign-in-again";
import { readForm } from "../session.server";
import { ChangeList } from "../site/change-list";
import { SiteNav } from "../site/site-parts";
import { isFresh, requireOwner, siteEditor } from "../site/site.server";
import { PUBLISH } from "../site/site-paths";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const signedIn = await requireOwner(request, context);
  const site = siteEditor(context);
  const [changes, draft, docs] = await Promise.all([
    site.changes(signedIn.person.id),
    site.draft(signedIn.person.id),
    site.documents(signedIn.person.id),
  ]);
  const pages = docs
    .filter((d) => draft.edited.includes(d.id) && d.path && draft.values[d.id] !== null)
    .map((d) => ({ label: d.label, path: d.path }));
  return { changes, base: draft.base, pages, fresh: isFresh(context, signedIn) };
}

type Result = { error?: string; preview?: string; done?: string };

export async function action({ request, context }: ActionFunctionArgs) {
  const signedIn = await requireOwner(request, context);
  const { person } = signedIn;
  const site = siteEditor(context);
  const form = await readForm(request);
  const intent = form.get("intent");
  if (intent === "discard") {
    await site.discard(person.id);
    return data<Result>({ done: "Your draft was discarded: the site is as published." });
  }
  if (intent === "preview") {
    const built = await site.preview(person.id);
    if (!built.ok) return data<Result>({ error: built.error }, 400);
    return data<Result>({ preview: built.token });
  }
  if (intent !== "publish") return data<Result>({ error: "Choose Preview or Publish." }, 400);
  // A publish puts the draft live for every visitor: only from a fresh sign-in.
  if (!isFresh(context, signedIn)) return data<Result>({ error: signInAgainText(PUBLISH) }, 403);
  const base = String(form.get("base") ?? "");
  if (!/^(\d{1,12})?$/.test(base)) return data<Result>({ error: "This form is out of date." }, 400);
  const published = await site.publish(
    { id: person.id, email: person.email },
    base === "" ? null : Number(base),
  );
  if (!published.ok) return data<Result>({ error: published.error }, 409);
  throw redirect(`/site/history?published=${published.version}`);
}

export default function SiteChanges() {
  const { changes, base, pages, fresh } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const doing = navigation.formData?.get("intent");
  return (
    <main id="main" className="admin-page site-page">
      <title>Changes | Site | Inbox</title>
      <SiteNav changes={changes.length} />
      <h1>Changes to publish</h1>
      <FormError error={result?.error} />
      <p role="status" className="admin-muted">
        {doing === "publish" || doing === "preview"
          ? "Building the site with your changes. This takes a minute or so."
          : ""}
      </p>
      {result?.done ? (
        <p role="status" className="admin-ok">
          {result.done}
        </p>
      ) : null}
      {changes.length === 0 ? (
        <p>Your draft is the same as the published site. Edit a page to start a change.</p>
      ) : (
        <>
          <p>
            {changes.length === 1 ? "One change" : `${changes.length} changes`} in your draft, not
            yet on the site:
          </p>
          <ChangeList changes={changes} />
          <h2>Preview</h2>
          <p>See the pages as visitors will, before anyone else does.</p>
          <Form method="post" className="admin-inline">
            <button
              type="submit"
              name="intent"
              value="preview"
              className="admin-btn"
              disabled={busy}
            >
              {doing === "preview" ? "Building the preview…" : "Preview"}
            </button>
          </Form>
          {result?.preview ? (
            <ul aria-label="Preview pages" className="site-previews">
              {(pages.length ? pages : [{ label: "Home page", path: "/" }]).map((p) => (
                <li key={p.path}>
                  <a
                    href={`/admin/site/preview/${result.preview}${p.path}`}
                    target="_blank"
                    rel="noreferrer"
                  >
                    Preview {p.label}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
          <h2>Publish</h2>
          {fresh ? (
            <Form method="post" className="admin-inline">
              <input type="hidden" name="base" value={base ?? ""} />
              <button
                type="submit"
                name="intent"
                value="publish"
                className="admin-btn admin-btn-primary"
                disabled={busy}
              >
                {doing === "publish" ? "Publishing…" : "Publish"}
              </button>
              <button
                type="submit"
                name="intent"
                value="discard"
                className="admin-btn admin-btn-danger"
                disabled={busy}
              >
                Discard all changes
              </button>
            </Form>
          ) : (
            <SignInAgain what={PUBLISH} next="/admin/site/changes" />
          )}
        </>
      )}
    </main>
  );
}
