/** `listLeads`'s WHERE clause and order, once for both engines (they differ in placeholders and
 * in the tie-break column: SQLite's rowid, PostgreSQL's seq). */
import type { LeadFilter } from "../types";
import type { Dialect } from "./inbox-sql";

export function listLeadsQuery(dialect: Dialect, filter: LeadFilter = {}) {
  const args: unknown[] = [];
  const p = (value: unknown) => {
    args.push(value);
    return dialect === "sqlite" ? "?" : `$${args.length}`;
  };
  const where = [`state = ${p(filter.state ?? (filter.spam ? "spam" : "new"))}`];
  if (filter.form) where.push(`form = ${p(filter.form)}`);
  if (filter.since) where.push(`received_at >= ${p(filter.since.toISOString())}`);
  if (filter.olderThan) where.push(`received_at < ${p(filter.olderThan.toISOString())}`);
  const limit = filter.limit ? ` LIMIT ${Math.floor(filter.limit)}` : "";
  const order = `received_at, ${dialect === "sqlite" ? "rowid" : "seq"}`;
  return {
    sql: `SELECT * FROM leads WHERE ${where.join(" AND ")} ORDER BY ${order}${limit}`,
    args,
  };
}
