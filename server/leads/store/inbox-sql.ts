/** The inbox's WHERE clause, once for both engines (placeholders, substring function, timestamp
 * type). */
import type { Cursor, InboxFilter } from "../inbox/types";
import { searchTerms } from "./search-text";
import type { LeadState } from "../types";

export type Dialect = "sqlite" | "postgres";

export function inboxWhere(
  dialect: Dialect,
  filter: InboxFilter & { state?: LeadState; before?: Cursor },
  args: unknown[] = [],
): { where: string; args: unknown[] } {
  const clauses: string[] = [];
  const p = (value: unknown) => {
    args.push(value);
    return dialect === "sqlite" ? "?" : `$${args.length}`;
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
  if (filter.before) {
    // Newest first, ties broken by id: the next page is everything after the cursor in that order.
    const at = p(filter.before.receivedAt);
    clauses.push(`(received_at, id) < (${at}${time}, ${p(filter.before.id)})`);
  }
  return { where: clauses.length ? `WHERE ${clauses.join(" AND ")}` : "", args };
}
