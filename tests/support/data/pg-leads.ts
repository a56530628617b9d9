/** PostgreSQL test helpers: a lead POST as a browser sends it, and one-off queries on a database
 * URL. */
import pg from "pg";
import { solvedAt } from "./solved-challenge";
import { encodeForm, samples } from "./lead-samples";

export const FORM = {
  "content-type": "application/x-www-form-urlencoded",
  accept: "application/json",
};
/** A lead as a browser sends it: with a solved challenge (so it ends `new` and is notified). */
export const body = async (marker: string) =>
  encodeForm({
    "form-name": "contact",
    altcha: await solvedAt(),
    ...samples.contactDialog,
    message: marker,
  });

/** Runs one statement on its own connection and gives the rows. */
export async function query<T extends pg.QueryResultRow>(
  url: string,
  sql: string,
  args: unknown[] = [],
) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql, args)).rows;
  } finally {
    await client.end();
  }
}
