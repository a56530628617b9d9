import type { LoaderFunctionArgs } from "react-router";
import { inboxExport } from "../../../server/leads/inbox/export";
import { countsQuery, readFilters } from "../filters.server";
import { adminContext, requirePerson } from "../session.server";

/** The current filter's leads as CSV or JSON, in the same formats as `leads export`. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { person } = await requirePerson(request, context);
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
