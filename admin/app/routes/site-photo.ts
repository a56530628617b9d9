import { data, type ActionFunctionArgs } from "react-router";
import { requireOwner, siteEditor } from "../site/site.server";
import { UPLOAD_MAX_BYTES, UPLOAD_TYPES } from "../site/site-paths";

const answer = (body: object, status = 200) => Response.json(body, { status });

/** A picture for an image field, posted alone as multipart by the field's script (the server lets
 * only this address take one, for owners): kept re-encoded, answered with its address and size
 * as JSON, which the field keeps in the document's form. */
export async function action({ request, context }: ActionFunctionArgs) {
  await requireOwner(request, context);
  let file: FormDataEntryValue | null;
  try {
    file = (await request.formData()).get("file");
  } catch {
    return answer({ ok: false, error: "The picture could not be read. Try again." }, 400);
  }
  if (!(file instanceof Blob) || file.size === 0)
    return answer({ ok: false, error: "Choose a picture first." }, 400);
  if (!UPLOAD_TYPES.split(",").includes(file.type))
    return answer({ ok: false, error: "Choose a JPEG, PNG, WebP or AVIF picture." }, 415);
  if (file.size > UPLOAD_MAX_BYTES)
    return answer({ ok: false, error: "This picture is over 10 MB. Choose a smaller one." }, 413);
  const kept = await siteEditor(context).uploadImage(new Uint8Array(await file.arrayBuffer()));
  if (!kept.ok) return answer({ ok: false, error: kept.error }, 400);
  return answer({ ok: true, src: kept.src, width: kept.width, height: kept.height });
}

export function loader() {
  throw data({ error: "Upload a picture from a page's form." }, { status: 405 });
}
