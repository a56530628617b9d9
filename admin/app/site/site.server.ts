/** What the Site pages share on the server: the editor from the load context, the owner's check,
 * a document by id, and the checks a publish or restore needs. */
import { data } from "react-router";
import type { z } from "zod";
import type { EditorDocument, SiteEditor } from "../../../server/site/site-types";
import type { SignedIn } from "../../../server/auth/service";
import { adminContext, recentSignIn, requirePerson } from "../session.server";
import { describeSchema, type FieldSpec } from "./field-spec";
import { emptyValue } from "./form-value";
import { inWords, issuesToFields } from "./edit-ops";
import { LANDING_GROUP, NEW_PAGE } from "./site-paths";

export const siteEditor = (context: unknown): SiteEditor => adminContext(context).site;

/** Every Site page and action is an owner's: staff get 403, no session as the rest of the inbox. */
export const requireOwner = (request: Request, context: unknown) =>
  requirePerson(request, context, "owner");

export interface Editing {
  doc: Pick<EditorDocument, "id" | "label" | "group" | "path" | "schema">;
  value: unknown;
  edited: boolean;
}

/** The document at `id` as this person's draft has it, or 404. "new" is a new landing page,
 * blank or copied from the page `from` names. */
export async function editing(
  site: SiteEditor,
  personId: string,
  id: string,
  from?: string | null,
): Promise<Editing> {
  const [docs, draft] = await Promise.all([site.documents(personId), site.draft(personId)]);
  if (id === NEW_PAGE) {
    const landing = docs.find((d) => d.group === LANDING_GROUP);
    if (!landing) throw data({ error: "There is no landing page to add." }, { status: 404 });
    const source = from ? docs.find((d) => d.id === from && d.group === LANDING_GROUP) : undefined;
    const value = source
      ? { ...(draft.values[source.id] as object), slug: "" }
      : emptyValue(describeSchema(landing.schema));
    const doc = { ...landing, id: NEW_PAGE, label: "New landing page", path: "" };
    return { doc, value, edited: false };
  }
  const doc = docs.find((d) => d.id === id);
  if (!doc || draft.values[id] === null)
    throw data({ error: "There is no such page." }, { status: 404 });
  return { doc, value: draft.values[id], edited: draft.edited.includes(id) };
}

/** The schema's check of a posted value, with its refusals in words by field path. */
export function check(schema: z.ZodType, value: unknown) {
  const parsed = schema.safeParse(value, { error: inWords });
  return parsed.success
    ? ({ ok: true, value: parsed.data } as const)
    : ({ ok: false, fields: issuesToFields(parsed.error) } as const);
}

export const specOf = (doc: Editing["doc"]): FieldSpec => describeSchema(doc.schema);

/** Publish and Restore put a version live for every visitor: only from a fresh sign-in, so a
 * taken session cookie cannot. */
export const isFresh = (context: unknown, signedIn: SignedIn) => recentSignIn(context, signedIn);
