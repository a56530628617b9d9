/** A picture field (meta format "image"): the current picture, a file to upload in its place and
 * its description. The upload posts the file alone (multipart) to /site/upload, which keeps it
 * re-encoded and answers its address and size; those go in the document's form as hidden fields. */
import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import type { FieldSpec } from "./field-spec";
import { Field, fieldId, labelOf, useDescription, type FieldProps } from "./fields";
import { UPLOAD_TYPES, uploadRefusal } from "./site-paths";

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

export function ImageField({ spec, path, value }: FieldProps) {
  const d = useDescription(spec, path);
  const fetcher = useFetcher<Uploaded>();
  const [picture, setPicture] = useState(() => pictureOf(value));
  const [file, setFile] = useState<File | null>(null);
  const [refused, setRefused] = useState<string>();
  const uploaded = fetcher.data;
  useEffect(() => {
    if (uploaded?.ok)
      setPicture({ src: uploaded.src, width: uploaded.width, height: uploaded.height });
  }, [uploaded]);
  if (spec.kind !== "group") return null;
  const alt = spec.fields.find(([k]) => k === "alt")?.[1] as FieldSpec | undefined;
  const fileId = `${fieldId(path)}-file`;
  const busy = fetcher.state !== "idle";
  const upload = () => {
    if (!file) return;
    // Refused here, not after sending 10 MB to be told so.
    setRefused(uploadRefusal(file));
    if (uploadRefusal(file)) return;
    const body = new FormData();
    body.append("file", file);
    void fetcher.submit(body, {
      method: "post",
      action: "/site/upload",
      encType: "multipart/form-data",
    });
  };
  const uploadError = refused ?? (uploaded && !uploaded.ok ? uploaded.error : undefined);
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
        <button type="button" className="admin-btn" onClick={upload} disabled={!file || busy}>
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
