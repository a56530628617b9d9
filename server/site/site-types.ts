/** The site editor's contract for the inbox's Site pages and `leads site` (server/site/editor.ts).
 * The server serves previews at /admin/site/preview/<token>/<path> and passes an owner's multipart
 * POST to PHOTO_UPLOAD_PATH (up to 10 MB) to the inbox route, which calls `uploadImage`. */
import type { z } from "zod";

/** Where a document sits in the editor's list. */
export type DocumentGroup = "Business" | "Pages" | "Legal" | "Testimonials" | "Landing pages";

export interface EditorDocument {
  /** "business", "home", "terms", "testimonials", "landing/web-design-lewisburg-wv". */
  id: string;
  group: DocumentGroup;
  /** In words: "Business facts", "Home page", "Lewisburg, WV". */
  label: string;
  /** The page it is read on, for Preview and the change list ("/about"). */
  path: string;
  schema: z.ZodType;
}

/** Field errors by path, as the form names its fields: "hours.0.opens", "phone", "" (whole). */
export type FieldErrors = Record<string, string>;

/** One change in words: "Phone: (540) 555-0123 → (540) 555-0188". */
export interface Change {
  document: string;
  /** The document's label, then the field's labels: "Business facts › Phone". */
  where: string;
  before: string;
  after: string;
}

/** An edit today's schema refuses: kept, listed, never built. */
export interface Attention {
  document: string;
  label: string;
  problems: string[];
}

export interface Draft {
  /** The published version the draft started from (null: the repository's content). */
  base: number | null;
  /** Every document's value as this person sees it: their draft, else published, else default. */
  values: Record<string, unknown>;
  /** Documents this draft changes. */
  edited: string[];
  updatedAt: number | null;
}

export type VersionStatus = "queued" | "building" | "live" | "failed" | "superseded";

export interface SiteVersion {
  id: number;
  createdAt: number;
  /** The person's email, or "leads site" for the command line. */
  author: string;
  /** Set when this version restored an earlier one. */
  restoredFrom: number | null;
  changes: Change[];
  status: VersionStatus;
  /** Why a failed version failed, in words. */
  error: string | null;
  /** When it went live on this instance. */
  liveAt: number | null;
}

export type Result<T = object> =
  ({ ok: true } & T) | { ok: false; error: string; fields?: FieldErrors };

export interface PreviewFile {
  body: Buffer;
  type: string;
  /** The page's CSP (HTML only). */
  csp?: string;
}

export interface Author {
  id: string;
  email: string;
}

export interface SiteEditor {
  /** Every document the editor lists, with the pages the person's draft adds. */
  documents(personId: string): Promise<EditorDocument[]>;
  draft(personId: string): Promise<Draft>;
  /** Checks `value` with the document's schema and keeps it in the draft; `null` removes a
   * landing page. A new landing page is saved under `landing/<slug>`. */
  save(personId: string, id: string, value: unknown): Promise<Result>;
  /** Takes one document, or the whole draft, back to the published content. */
  discard(personId: string, id?: string): Promise<void>;
  changes(personId: string): Promise<Change[]>;
  attention(): Promise<Attention[]>;
  /** Builds the draft; its pages are then served under `/admin/site/preview/<token>/…`. */
  preview(personId: string): Promise<Result<{ token: string }>>;
  /** A file of a preview build (`path` as the site's: "/", "/about", "/about.data"); the
   * preview's own /assets/ are served by the live site meanwhile. */
  previewFile(token: string, path: string): PreviewFile | undefined;
  /** Refused with "changed since you opened it" when `base` is not the latest version. */
  publish(author: Author, base: number | null): Promise<Result<{ version: number }>>;
  restore(author: Author, version: number): Promise<Result<{ version: number }>>;
  history(limit?: number): Promise<SiteVersion[]>;
  /** JPEG, PNG, WebP or AVIF up to 10 MB, re-encoded without metadata. */
  uploadImage(bytes: Uint8Array): Promise<Result<{ src: string; width: number; height: number }>>;
}
