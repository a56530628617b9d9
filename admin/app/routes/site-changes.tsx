import { useEffect } from "react";
import {
  Form,
  data,
  redirect,
  useActionData,
  useLoaderData,
  useNavigation,
  useRevalidator,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from "react-router";
import { FormError } from "../components/form-error";
import { SignInAgain, signInAgainText } from "../components/sign-in-again";
import { readForm } from "../session.server";
import { ChangeList } from "../site/change-list";
import { SiteNav } from "../site/site-parts";
import {
  forgetPreview,
  isFresh,
  previewOf,
  requireOwner,
  siteEditor,
  startPreview,
  within,
} from "../site/site.server";
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
  const preview = previewOf(signedIn.person.id);
  return { changes, base: draft.base, pages, preview, fresh: isFresh(context, signedIn) };
}

type Result = { error?: string; done?: string };

export async function action({ request, context }: ActionFunctionArgs) {
  const signedIn = await requireOwner(request, context);
  const { person } = signedIn;
  const site = siteEditor(context);
  const form = await readForm(request);
  const intent = form.get("intent");
  if (intent === "discard") {
    await site.discard(person.id);
    forgetPreview(person.id);
    return data<Result>({ done: "Your draft was discarded: the site is as published." });
  }
  if (intent === "preview") {
    // Answered once built, or after a few seconds while it builds (the page then asks again).
    const state = await startPreview(site, person.id);
    return data<Result>(state.error ? { error: state.error } : {}, state.error ? 400 : 200);
  }
  if (intent !== "publish") return data<Result>({ error: "Choose Preview or Publish." }, 400);
  // A publish puts the draft live for every visitor: only from a fresh sign-in.
  if (!isFresh(context, signedIn)) return data<Result>({ error: signInAgainText(PUBLISH) }, 403);
  const base = String(form.get("base") ?? "");
  if (!/^(\d{1,12})?$/.test(base)) return data<Result>({ error: "This form is out of date." }, 400);
  const publishing = site.publish(
    { id: person.id, email: person.email },
    base === "" ? null : Number(base),
  );
  // A refusal comes at once; a build that takes longer is followed on History.
  const published = await within(publishing);
  if (published === undefined) {
    forgetPreview(person.id);
    publishing.catch(() => undefined);
    throw redirect("/site/history?published=latest");
  }
  if (!published.ok) return data<Result>({ error: published.error }, 409);
  forgetPreview(person.id);
  throw redirect(`/site/history?published=${published.version}`);
}

export default function SiteChanges() {
  const { changes, base, pages, preview, fresh } = useLoaderData<typeof loader>();
  const revalidator = useRevalidator();
  // While the preview builds, the page asks again every two seconds.
  useEffect(() => {
    if (!preview?.building || revalidator.state !== "idle") return;
    const timer = setTimeout(() => void revalidator.revalidate(), 2000);
    return () => clearTimeout(timer);
  }, [preview, revalidator]);
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
        {doing === "publish" || doing === "preview" || preview?.building
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
              {doing === "preview" || preview?.building ? "Building the preview…" : "Preview"}
            </button>
          </Form>
          {preview?.token && !preview.building ? (
            <ul aria-label="Preview pages" className="site-previews">
              {(pages.length ? pages : [{ label: "Home page", path: "/" }]).map((p) => (
                <li key={p.path}>
                  <a
                    href={`/admin/site/preview/${preview.token}${p.path}`}
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
