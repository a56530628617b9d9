import type { CountsQuery } from "../../server/admin/inbox";
import { inboxFilters, type InboxFilters } from "./forms.server";
import { easternMidnight } from "./time";

export function readFilters(url: URL): InboxFilters {
  return inboxFilters.parse(Object.fromEntries(url.searchParams));
}

/** The store's query for these filters: dates are whole Eastern days, `to` included. */
export function countsQuery(f: InboxFilters): CountsQuery {
  return {
    q: f.q || undefined,
    form: f.form,
    from: f.from ? easternMidnight(f.from) : undefined,
    to: f.to ? easternMidnight(f.to, 1) : undefined,
  };
}
