/** This visit's source in the tab's sessionStorage (never a cookie, sent only with a form to our
 * own server): first path, referring host and campaign tags (docs/decisions/0021). Loaded after
 * start. */
import {
  LANDING_FIELD,
  REFERRER_FIELD,
  UTM_KEYS,
  cleanHost,
  cleanLanding,
  cleanTag,
} from "../../../shared/lead-source";

export const STORAGE_KEY = "lexcore:visit-source";

type Store = Pick<Storage, "getItem" | "setItem">;

export interface VisitInput {
  /** The URL the document was first loaded from (client navigations do not change it). */
  firstUrl: string;
  /** document.referrer: the page that sent the visitor, or "". */
  referrer: string;
  /** This site's origin: a referrer from it is not external. */
  origin: string;
}

/** The hidden fields a form posts for this visit, from its first URL and referrer. */
export function visitFields({ firstUrl, referrer, origin }: VisitInput): Record<string, string> {
  const fields: Record<string, string> = {};
  let first: URL;
  try {
    first = new URL(firstUrl, origin);
  } catch {
    return fields;
  }
  const landing = cleanLanding(first.pathname);
  if (landing) fields[LANDING_FIELD] = landing;
  if (referrer) {
    try {
      const from = new URL(referrer);
      // Only the host: never the path or query of another site (a search, say).
      const host = from.origin === origin ? undefined : cleanHost(from.host);
      if (host && /^https?:$/.test(from.protocol)) fields[REFERRER_FIELD] = host;
    } catch {
      // Not a URL: nothing is kept.
    }
  }
  for (const key of UTM_KEYS) {
    const value = cleanTag(first.searchParams.get(key));
    if (value) fields[key] = value;
  }
  return fields;
}

/** Records the visit's source once per tab (the first call wins); storage that refuses records
 * nothing. */
export function captureVisit(storage: Store, input: VisitInput): Record<string, string> {
  try {
    const kept = storage.getItem(STORAGE_KEY);
    if (kept !== null) return JSON.parse(kept) as Record<string, string>;
    const fields = visitFields(input);
    storage.setItem(STORAGE_KEY, JSON.stringify(fields));
    return fields;
  } catch {
    return {};
  }
}

/** The document's own first URL: the navigation entry's, which client-side navigation leaves
 * alone. */
function firstUrl(): string {
  const nav = performance.getEntriesByType("navigation")[0];
  return nav?.name || location.href;
}

/** This tab's visit source (recorded now if this is its first page), as the fields a form posts. */
export function thisVisit(): Record<string, string> {
  return captureVisit(sessionStorage, {
    firstUrl: firstUrl(),
    referrer: document.referrer,
    origin: location.origin,
  });
}
