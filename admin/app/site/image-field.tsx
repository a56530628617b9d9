/** A picture field (meta format "image"): the current picture, a file to upload in its place and
 * its description. The upload posts the file alone (multipart) to /admin/site/photo, which keeps it
 * re-encoded and answers its address and size; those go in the document's form as hidden fields. */
import { useState } from "react";
import type { FieldSpec } from "./field-spec";
import { Field, fieldId, labelOf, useDescription, type FieldProps } from "./fields";
import { PHOTO_PATH, UPLOAD_TYPES, uploadRefusal } from "./site-paths";

interface Picture {
  src: string;
  width: number;
  height: number;
}
type Uploaded =
  { ok: true; src: string; width: number; height: number } | { ok: false; error: string };

function pictureOf(value: unknown): Picture | null {
  const v = value as Partial<Picture> | null | undefined;
  return v?.src ? { src: v.src, width: Number(v.width), height: Number(v.height) } : null;
}

/** Posts the picture to the photo route; its JSON answer, or why it was not taken. */
async function sendPicture(body: FormData): Promise<Uploaded> {
  try {
    const res = await fetch(PHOTO_PATH, { method: "POST", body });
    if (res.headers.get("content-type")?.includes("json")) return (await res.json()) as Uploaded;
    return {
      ok: false,
      error: res.status === 413 ? "This picture is too large." : "The upload failed.",
    };
  } catch {
    return { ok: false, error: "The upload did not reach the server. Try again." };
  }
}

export function ImageField({ spec, path, value }: FieldProps) {
  const d = useDescription(spec, path);
  const [picture, setPicture] = useState(() => pictureOf(value));
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [uploaded, setUploaded] = useState<Uploaded>();
  if (spec.kind !== "group") return null;
  const alt = spec.fields.find(([k]) => k === "alt")?.[1] as FieldSpec | undefined;
  const fileId = `${fieldId(path)}-file`;
  const upload = async () => {
    if (!file) return;
    // Refused here, not after sending 10 MB to be told so.
    const refused = uploadRefusal(file);
    if (refused) return setUploaded({ ok: false, error: refused });
    const body = new FormData();
    body.append("file", file);
    setBusy(true);
    const answer = await sendPicture(body);
    setBusy(false);
    setUploaded(answer);
    if (answer.ok) setPicture({ src: answer.src, width: answer.width, height: answer.height });
  };
  const uploadError = uploaded && !uploaded.ok ? uploaded.error : undefined;
  return (
    <fieldset className="site-group site-image" id={d.id}>
      <legend>{labelOf(spec)}</legend>
      {d.message}
      <input type="hidden" name={`${path}.src`} value={picture?.src ?? ""} />
      <input type="hidden" name={`${path}.width`} value={picture?.width ?? ""} />
      <input type="hidden" name={`${path}.height`} value={picture?.height ?? ""} />
      {picture ? (
        <img src={picture.src} alt="" width={picture.width} height={picture.height} />
      ) : (
        <p className="admin-muted">No picture yet.</p>
      )}
      <div className="site-field">
        <label htmlFor={fileId}>{picture ? "Replace the picture" : "Choose a picture"}</label>
        <p id={`${fileId}-hint`} className="site-hint">
          JPEG, PNG, WebP or AVIF, up to 10 MB. It is resized and its camera details removed.
        </p>
        <input
          id={fileId}
          type="file"
          accept={UPLOAD_TYPES}
          aria-describedby={`${fileId}-hint${uploadError ? ` ${fileId}-error` : ""}`}
          aria-invalid={uploadError ? true : undefined}
          onChange={(e) => setFile(e.currentTarget.files?.[0] ?? null)}
        />
        {uploadError ? (
          <p id={`${fileId}-error`} className="admin-error">
            {uploadError}
          </p>
        ) : null}
      </div>
      <div className="site-item-ops">
        <button
          type="button"
          className="admin-btn"
          onClick={() => void upload()}
          disabled={!file || busy}
        >
          {busy ? "Uploading…" : "Upload"}
        </button>
        {picture && spec.nullable ? (
          <button
            type="button"
            className="admin-btn admin-btn-danger"
            onClick={() => setPicture(null)}
          >
            Remove picture
          </button>
        ) : null}
      </div>
      <p role="status" className="admin-ok">
        {uploaded?.ok && picture?.src === uploaded.src
          ? "Uploaded. Save to keep it in your draft."
          : ""}
      </p>
      {alt ? (
        <Field spec={alt} path={`${path}.alt`} value={(value as { alt?: string } | null)?.alt} />
      ) : null}
    </fieldset>
  );
}
