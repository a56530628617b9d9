/** The owner's edits as one overlay over `content/`: which documents it holds, each one's value,
 * which edits today's schemas refuse, and the checks a new edit passes. */
import type { Overlay } from "../../content/site-document";
import {
  defaultLandingDocuments,
  landingDocument,
  landingLabel,
  siteDocuments,
  type ListedDocument,
} from "../../content/site-documents";
import { landingPageSchema } from "../../content/landing-legal-schema";
import { reservedPaths } from "../../content/site-map";
import type { Attention, FieldErrors } from "./site-types";

export const LANDING = "landing/";
const defaultIds = () => new Set(defaultLandingDocuments().map((d) => d.document.id));

/** The documents under an overlay: the repository's, less removed landing pages, plus added
 * ones. */
export function documentsOf(overlay: Overlay): ListedDocument[] {
  const defaults = defaultIds();
  const landing = defaultLandingDocuments().filter((d) => overlay[d.document.id] !== null);
  const added = Object.keys(overlay)
    .filter((id) => id.startsWith(LANDING) && !defaults.has(id) && overlay[id] !== null)
    .sort()
    .map((id) => {
      const parsed = landingPageSchema.safeParse(overlay[id]);
      const doc = landingDocument(id.slice(LANDING.length), undefined);
      return parsed.success ? { ...doc, label: landingLabel(parsed.data) } : doc;
    });
  return [...siteDocuments, ...landing, ...added];
}

export const findDocument = (id: string, overlay: Overlay) =>
  documentsOf(overlay).find((d) => d.document.id === id);

/** A document's value under an overlay: the edit if today's schema accepts it, else the
 * repository's (undefined for an added page whose edit today's schema refuses). */
export function valueIn(doc: ListedDocument, overlay: Overlay): unknown {
  const edit = overlay[doc.document.id];
  if (edit !== undefined && edit !== null && doc.document.schema.safeParse(edit).success)
    return edit;
  return doc.document.defaults;
}

const issuesOf = (error: { issues: readonly { path: PropertyKey[]; message: string }[] }) =>
  error.issues.map((i) => (i.path.length ? `${i.path.join(".")}: ${i.message}` : i.message));

/** Edits today's schemas refuse: kept in the store, listed, left out of builds. */
export function attentionOf(overlay: Overlay): Attention[] {
  const known = new Map(documentsOf({}).map((d) => [d.document.id, d]));
  const found: Attention[] = [];
  for (const [id, edit] of Object.entries(overlay)) {
    const doc =
      known.get(id) ??
      (id.startsWith(LANDING) ? landingDocument(id.slice(8), undefined) : undefined);
    if (!doc) {
      found.push({ document: id, label: id, problems: ["This part is no longer on the site."] });
      continue;
    }
    if (edit === null) {
      if (!known.has(id))
        found.push({ document: id, label: doc.label, problems: ["Nothing to remove."] });
      continue;
    }
    const parsed = doc.document.schema.safeParse(edit);
    if (!parsed.success)
      found.push({ document: id, label: doc.label, problems: issuesOf(parsed.error) });
  }
  return found;
}

/** The part of an overlay a build lays over `content/`: every edit today's schemas accept. */
export function buildableOverlay(overlay: Overlay): Overlay {
  const refused = new Set(attentionOf(overlay).map((a) => a.document));
  return Object.fromEntries(Object.entries(overlay).filter(([id]) => !refused.has(id)));
}

/** Field errors by the form's field names ("hours.0.opens"). */
export function fieldErrors(error: {
  issues: readonly { path: PropertyKey[]; message: string }[];
}): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join(".");
    fields[key] ??= issue.message;
  }
  return fields;
}

export type Checked =
  { ok: true; value: unknown } | { ok: false; error: string; fields: FieldErrors };

/** An edit as the editor saves it: the document's schema, and for a new landing page an address
 * no other page or route has. `null` removes a landing page. */
export function checkEdit(id: string, value: unknown, overlay: Overlay): Checked {
  const refuse = (error: string, fields: FieldErrors = {}): Checked => ({
    ok: false,
    error,
    fields,
  });
  if (value === null) {
    if (!id.startsWith(LANDING) || !findDocument(id, overlay))
      return refuse("Only a landing page can be removed.");
    return { ok: true, value: null };
  }
  const existing = findDocument(id, overlay);
  if (!existing) {
    if (!id.startsWith(LANDING)) return refuse("There is no such part of the site.");
    const slug = id.slice(LANDING.length);
    if (reservedPaths().has(`/${slug}`))
      return refuse("That address belongs to another page.", {
        slug: "This address is taken by another page of the site",
      });
    if (defaultIds().has(id))
      return refuse("That address belonged to a removed page.", {
        slug: "A removed page had this address; restore it instead, or choose another",
      });
  }
  const schema = existing?.document.schema ?? landingPageSchema;
  const parsed = schema.safeParse(value);
  if (!parsed.success) return refuse("Some fields need another look.", fieldErrors(parsed.error));
  const title = (parsed.data as { meta?: { title?: string } }).meta?.title;
  const twin = documentsOf({ ...overlay, [id]: parsed.data }).find(
    (d) =>
      d.document.id !== id &&
      (d.group === "Pages" || d.group === "Legal" || d.group === "Landing pages") &&
      (valueIn(d, overlay) as { meta?: { title?: string } } | undefined)?.meta?.title === title,
  );
  // Search engines list each page by its title: the build refuses two alike, so the editor does.
  if (title && twin)
    return refuse("Another page has this title.", {
      "meta.title": `${twin.path} has this title already; give this page its own`,
    });
  if (id.startsWith(LANDING) && (parsed.data as { slug: string }).slug !== id.slice(LANDING.length))
    return refuse("A page keeps its address.", {
      slug: "The address cannot change; add a new page instead",
    });
  return { ok: true, value: parsed.data };
}

/** Paths that answer 410 Gone: landing pages this or an earlier version had, removed since. */
export function gonePaths(
  before: Overlay,
  beforeGone: readonly string[],
  after: Overlay,
): string[] {
  const live = new Set(documentsOf(after).map((d) => d.path));
  const had = [
    ...beforeGone,
    ...documentsOf(before)
      .filter((d) => d.group === "Landing pages")
      .map((d) => d.path),
  ];
  return [...new Set(had)].filter((p) => !live.has(p)).sort();
}
