import { data, type LoaderFunctionArgs } from "react-router";
import { adminContext, requirePerson } from "../session.server";
import { isCsvTable, readTrafficWindow, trafficCsv } from "../traffic.server";

/** Read with GET; a post here is refused plainly (not React Router's JSON error). */
export function action() {
  return new Response("405 Method Not Allowed\n", {
    status: 405,
    headers: { allow: "GET, HEAD", "content-type": "text/plain; charset=utf-8" },
  });
}

/** One table of the Traffic page as CSV: `?table=pages&days=30`. Who may see the page may download
 * it. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requirePerson(request, context);
  // A download another site starts (a link or a frame; the session cookie is SameSite=Lax) is
  // refused.
  if (request.headers.get("sec-fetch-site") === "cross-site")
    throw data({ error: "Start the download from the inbox." }, { status: 403 });
  const url = new URL(request.url);
  const table = url.searchParams.get("table");
  if (!isCsvTable(table)) throw data({ error: "Unknown table." }, { status: 400 });
  const days = readTrafficWindow(url);
  const c = adminContext(context);
  const report = await c.traffic.report(days, new Date(c.auth.now()));
  return new Response(trafficCsv(report, table), {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="traffic-${table}-${days}d-${report.to}.csv"`,
    },
  });
}
