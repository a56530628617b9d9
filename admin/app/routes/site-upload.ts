import { data, type ActionFunctionArgs } from "react-router";
import { requireOwner, siteEditor } from "../site/site.server";
import { UPLOAD_MAX_BYTES, UPLOAD_TYPES } from "../site/site-paths";

/** A picture for an image field, posted alone as multipart: kept re-encoded by the server, which
 * answers its address and size (the field keeps them in the document's form). */
export async function action({ request, context }: ActionFunctionArgs) {
  await requireOwner(request, context);
  let file: FormDataEntryValue | null;
  try {
    file = (await request.formData()).get("file");
  } catch {
    return data({ ok: false, error: "The picture could not be read. Try again." }, 400);
  }
  if (!(file instanceof Blob) || file.size === 0)
    return data({ ok: false, error: "Choose a picture first." }, 400);
  if (!UPLOAD_TYPES.split(",").includes(file.type))
    return data({ ok: false, error: "Choose a JPEG, PNG, WebP or AVIF picture." }, 415);
  if (file.size > UPLOAD_MAX_BYTES)
    return data({ ok: false, error: "This picture is over 10 MB. Choose a smaller one." }, 413);
  const kept = await siteEditor(context).uploadImage(new Uint8Array(await file.arrayBuffer()));
  if (!kept.ok) return data({ ok: false, error: kept.error }, 400);
  return { ok: true, src: kept.src, width: kept.width, height: kept.height };
}

export function loader() {
  throw data({ error: "Upload a picture from a page's form." }, { status: 405 });
}
