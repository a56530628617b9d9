import { useEffect } from "react";
import {
  Form,
  data,
  redirect,
  useActionData,
  useLoaderData,
  useRevalidator,
  useSearchParams,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from "react-router";
import { FormError } from "../components/form-error";
import { SignInAgain, signInAgainText } from "../components/sign-in-again";
import { readForm } from "../session.server";
import { ChangeList } from "../site/change-list";
import { SiteNav } from "../site/site-parts";
import { isFresh, requireOwner, siteEditor, within } from "../site/site.server";
import { RESTORE } from "../site/site-paths";
import { eastern } from "../time";
import type { VersionStatus } from "../../../server/site/site-types";

const STATUS: Record<VersionStatus, string> = {
  queued: "Waiting to build",
  building: "Building",
  live: "Live",
  failed: "Failed",
  superseded: "Replaced",
};

const statusLine = (v: { id: number; status: VersionStatus; error: string | null }) =>
  v.status === "live"
    ? `Version ${v.id} is live on the site.`
    : v.status === "failed"
      ? `Version ${v.id} failed: ${v.error ?? "the build did not finish"}. Your draft is kept.`
      : `Version ${v.id}: ${STATUS[v.status].toLowerCase()}…`;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const signedIn = await requireOwner(request, context);
  const site = siteEditor(context);
  const [versions, changes] = await Promise.all([
    site.history(50),
    site.changes(signedIn.person.id),
  ]);
  return {
    versions: versions.map((v) => ({
      ...v,
      when: eastern(v.createdAt),
      liveWhen: v.liveAt ? eastern(v.liveAt) : null,
    })),
    changes: changes.length,
    fresh: isFresh(context, signedIn),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const signedIn = await requireOwner(request, context);
  const form = await readForm(request);
  if (!isFresh(context, signedIn)) return data({ error: signInAgainText(RESTORE) }, 403);
  const version = String(form.get("version") ?? "");
  if (!/^\d{1,12}$/.test(version)) return data({ error: "Choose a version to restore." }, 400);
  const { person } = signedIn;
  const restoring = siteEditor(context).restore(
    { id: person.id, email: person.email },
    Number(version),
  );
  // A refusal comes at once; a build that takes longer is followed on this page.
  const restored = await within(restoring);
  if (restored === undefined) {
    restoring.catch(() => undefined);
    throw redirect("/site/history?published=latest");
  }
  if (!restored.ok) return data({ error: restored.error }, 409);
  throw redirect(`/site/history?published=${restored.version}`);
}

export default function SiteHistory() {
  const { versions, changes, fresh } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const [params] = useSearchParams();
  const published = params.get("published");
  const pending = versions.some((v) => v.status === "queued" || v.status === "building");
  const revalidator = useRevalidator();
  // While a version builds, the page asks again each second so its status turns to Live.
  useEffect(() => {
    if (!pending || revalidator.state !== "idle") return;
    const timer = setTimeout(() => void revalidator.revalidate(), 1000);
    return () => clearTimeout(timer);
  }, [pending, revalidator]);
  const justNow =
    published === "latest" ? versions[0] : versions.find((v) => String(v.id) === published);
  return (
    <main id="main" className="admin-page site-page">
      <title>History | Site | Inbox</title>
      <SiteNav changes={changes} />
      <h1>History</h1>
      <FormError error={result?.error} />
      <p role="status" className="admin-ok">
        {justNow ? statusLine(justNow) : ""}
      </p>
      {!fresh && versions.length > 1 ? (
        <SignInAgain what={RESTORE} next="/admin/site/history" />
      ) : null}
      {versions.length === 0 ? <p>Nothing has been published from the inbox yet.</p> : null}
      <ol className="admin-cards site-versions">
        {versions.map((v) => (
          <li key={v.id} aria-labelledby={`version-${v.id}`}>
            <h2 id={`version-${v.id}`}>
              Version {v.id}
              <span className={`site-status site-status-${v.status}`}>{STATUS[v.status]}</span>
            </h2>
            <p className="admin-muted">
              {v.when} by {v.author}
              {v.restoredFrom ? ` · restores version ${v.restoredFrom}` : ""}
            </p>
            {v.error ? <p className="admin-error">{v.error}</p> : null}
            {v.changes.length ? (
              <ChangeList changes={v.changes} />
            ) : (
              <p className="admin-muted">No change in words.</p>
            )}
            {fresh && v.status === "superseded" ? (
              <Form method="post">
                <input type="hidden" name="version" value={v.id} />
                <button type="submit" className="admin-btn" aria-label={`Restore version ${v.id}`}>
                  Restore
                </button>
              </Form>
            ) : null}
          </li>
        ))}
      </ol>
    </main>
  );
}
