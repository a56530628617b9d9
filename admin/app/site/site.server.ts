/** What the Site pages share on the server: the editor from the load context, the owner's check,
 * a document by id, and the checks a publish or restore needs. */
import { setTimeout as sleep } from "node:timers/promises";
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

/** How long an action waits for a build before answering: the connection's idle limit is 15 s
 * (server/http/connections.ts), and a build on a busy machine takes longer. */
export const BUILD_WAIT_MS = 8_000;

/** `promise`'s value if it settles within `ms`, else undefined (it goes on regardless). */
export async function within<T>(promise: Promise<T>, ms = BUILD_WAIT_MS): Promise<T | undefined> {
  const stop = new AbortController();
  const late = sleep(ms, undefined, { signal: stop.signal }).catch(() => undefined);
  try {
    return await Promise.race([promise, late]);
  } finally {
    stop.abort();
  }
}

interface PreviewState {
  building: boolean;
  token?: string;
  error?: string;
}

/** Each person's latest preview on this instance (previews are built and served by one
 * instance), so the Changes page can say it is building and then link to it. */
const previews = new Map<string, PreviewState>();

export async function startPreview(site: SiteEditor, personId: string): Promise<PreviewState> {
  const state: PreviewState = { building: true };
  previews.set(personId, state);
  const done = site.preview(personId).then(
    (built) => Object.assign(state, built.ok ? { token: built.token } : { error: built.error }),
    (error: unknown) => Object.assign(state, { error: `The preview failed: ${String(error)}` }),
  );
  void done.finally(() => (state.building = false));
  await within(done);
  return { ...state };
}

export const previewOf = (personId: string): PreviewState | undefined => {
  const state = previews.get(personId);
  return state ? { ...state } : undefined;
};

/** The draft changed: its old preview no longer shows it. */
export const forgetPreview = (personId: string) => previews.delete(personId);
