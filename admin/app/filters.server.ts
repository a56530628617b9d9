import { data } from "react-router";
import { decodeCursor, type InboxFilter } from "../../server/leads/inbox/inbox-types";
import { inboxFilters, type InboxFilters } from "./forms.server";
import { easternMidnight } from "./time";

/** The filters of the list's query string; a page cursor that is not ours is a 400. */
export function readFilters(url: URL): InboxFilters {
  const filters = inboxFilters.parse(Object.fromEntries(url.searchParams));
  if (filters.before && !decodeCursor(filters.before))
    throw data({ error: "That page link is not valid." }, { status: 400 });
  return filters;
}

/** The store's query for these filters: dates are whole Eastern days, `to` included. */
export function countsQuery(f: InboxFilters): InboxFilter {
  return {
    q: f.q || undefined,
    form: f.form,
    from: f.from ? easternMidnight(f.from) : undefined,
    to: f.to ? easternMidnight(f.to, 1) : undefined,
  };
}
