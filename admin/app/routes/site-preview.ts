import type { LoaderFunctionArgs } from "react-router";
import { requireOwner, siteEditor } from "../site/site.server";

/** A page of a preview build: the owner's draft drawn as visitors will see it. Owners only, never
 * indexed or kept in a cache, with the page's own CSP (its inline scripts' hashes). */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireOwner(request, context);
  const path = `/${params["*"] ?? ""}`.replace(/\/+$/, "") || "/";
  const file = siteEditor(context).previewFile(params.token ?? "", path);
  const headers = { "x-robots-tag": "noindex, nofollow", "cache-control": "no-store" };
  if (!file)
    return new Response("This preview has ended. Make a new one from Changes.\n", {
      status: 404,
      headers: { ...headers, "content-type": "text/plain; charset=utf-8" },
    });
  return new Response(new Uint8Array(file.body), {
    headers: {
      ...headers,
      "content-type": file.type,
      ...(file.csp ? { "content-security-policy": file.csp } : {}),
    },
  });
}
