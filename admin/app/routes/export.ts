import { data, type LoaderFunctionArgs } from "react-router";
import { inboxExport } from "../../../server/leads/inbox/export";
import { countsQuery, readFilters } from "../filters.server";
import { EXPORT_LEADS, signInAgainText } from "../components/sign-in-again";
import { adminContext, recentSignIn, requirePerson } from "../session.server";

/** The export is read with GET; a post here is refused plainly (not React Router's JSON error). */
export function action() {
  return new Response("405 Method Not Allowed\n", {
    status: 405,
    headers: { allow: "GET, HEAD", "content-type": "text/plain; charset=utf-8" },
  });
}

/** The current filter's leads as CSV or JSON, in the same formats as `leads export`. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const signedIn = await requirePerson(request, context);
  const { person } = signedIn;
  // A download another site starts (a link or a frame; the session cookie is
  // SameSite=Lax) is refused: an export is the person's own act, and is logged.
  if (request.headers.get("sec-fetch-site") === "cross-site")
    throw data({ error: "Start the export from the inbox." }, { status: 403 });
  // Every lead at once: only from a fresh sign-in, never from a taken session cookie.
  if (!recentSignIn(context, signedIn))
    throw data({ error: signInAgainText(EXPORT_LEADS) }, { status: 403 });
  const c = adminContext(context);
  const url = new URL(request.url);
  const format = url.searchParams.get("format") === "json" ? "json" : "csv";
  const f = readFilters(url);
  const { body, count, contentType } = await inboxExport(
    c.inbox,
    { ...countsQuery(f), state: f.tab },
    format,
  );
  await c.auth.audit("export", person, null, `${count} ${f.tab} leads as ${format.toUpperCase()}`);
  const day = new Date(c.auth.now()).toISOString().slice(0, 10);
  return new Response(body, {
    headers: {
      "content-type": contentType,
      "content-disposition": `attachment; filename="leads-${f.tab}-${day}.${format}"`,
    },
  });
}
