/** The inbox's FROM and WHERE clauses, once for both engines (`?` placeholders,
 * server/database/db.ts); they differ in the substring function, the timestamp type and SQLite's
 * index hint. */
import type { Cursor, InboxFilter, InboxOrder } from "../inbox/inbox-types";
import { searchTerms } from "./search-text";
import type { LeadState } from "./store-contract";

export type Dialect = "sqlite" | "postgres";

/** A search on SQLite reads the index holding the search text (migration 5); without statistics
 * it would walk the narrow one. */
export const inboxFrom = (dialect: Dialect, q: string | undefined) =>
  dialect === "sqlite" && searchTerms(q).length ? "leads INDEXED BY leads_inbox_search" : "leads";

/** The due order's key: a lead without a due time sorts as due when it arrived. */
export const DUE_KEY = "COALESCE(due_at, received_at)";

/** ORDER BY of a page: newest first, or soonest due first. */
export const inboxOrderBy = (order: InboxOrder = "received") =>
  order === "due" ? `${DUE_KEY}, id` : "received_at DESC, id DESC";

export function inboxWhere(
  dialect: Dialect,
  filter: InboxFilter & { state?: LeadState; before?: Cursor; order?: InboxOrder },
  args: unknown[] = [],
): { where: string; args: unknown[] } {
  const clauses: string[] = [];
  const p = (value: unknown) => {
    args.push(value);
    return "?";
  };
  const time = dialect === "sqlite" ? "" : "::timestamptz";
  if (filter.state) clauses.push(`state = ${p(filter.state)}`);
  if (filter.form) clauses.push(`form = ${p(filter.form)}`);
  if (filter.from) clauses.push(`received_at >= ${p(filter.from.toISOString())}${time}`);
  if (filter.to) clauses.push(`received_at < ${p(filter.to.toISOString())}${time}`);
  const terms = searchTerms(filter.q);
  if (terms.length) {
    const has = dialect === "sqlite" ? "instr" : "strpos";
    clauses.push(`(${terms.map((t) => `${has}(search_text, ${p(t)}) > 0`).join(" OR ")})`);
  }
  if (filter.overdueAt) {
    const at = p(filter.overdueAt.toISOString());
    clauses.push(`(state = 'new' AND answered_at IS NULL AND due_at <= ${at}${time})`);
  }
  if (filter.before) {
    // Ties broken by id: the next page is everything after the cursor in the page's order.
    const at = `${p(filter.before.receivedAt)}${time}`;
    const id = p(filter.before.id);
    clauses.push(
      filter.order === "due"
        ? `(${DUE_KEY}, id) > (${at}, ${id})`
        : `(received_at, id) < (${at}, ${id})`,
    );
  }
  return { where: clauses.length ? `WHERE ${clauses.join(" AND ")}` : "", args };
}
