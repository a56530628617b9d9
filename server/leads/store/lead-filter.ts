/** `listLeads`'s WHERE clause and order, once for both engines (`?` placeholders,
 * server/database/db.ts); they differ only in the tie-break column. */
import type { LeadFilter } from "./store-contract";
import type { Dialect } from "./inbox-sql";

/** The column that keeps insertion order among leads received in the same millisecond. */
export const insertionOrder = (dialect: Dialect) => (dialect === "sqlite" ? "rowid" : "seq");

export function listLeadsQuery(dialect: Dialect, filter: LeadFilter = {}) {
  const args: unknown[] = [];
  const p = (value: unknown) => {
    args.push(value);
    return "?";
  };
  const where = [`state = ${p(filter.state ?? (filter.spam ? "spam" : "new"))}`];
  if (filter.form) where.push(`form = ${p(filter.form)}`);
  if (filter.since) where.push(`received_at >= ${p(filter.since.toISOString())}`);
  if (filter.olderThan) where.push(`received_at < ${p(filter.olderThan.toISOString())}`);
  const limit = filter.limit ? ` LIMIT ${Math.floor(filter.limit)}` : "";
  const order = `received_at, ${insertionOrder(dialect)}`;
  return {
    sql: `SELECT * FROM leads WHERE ${where.join(" AND ")} ORDER BY ${order}${limit}`,
    args,
  };
}
