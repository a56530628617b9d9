/** Migration 9: reply promises (docs/decisions/0044): each lead's promise and due time, and
 * when and by whom it was first answered (first marked handled). Spam has neither. */
import type { FormName } from "../../../shared/forms/form-protocol";
import { promiseOf } from "../reply/promise";
import type { LeadState } from "./store-contract";
import type { Migration } from "../../database/schema-migration";

const columns = (time: string) => `
    ALTER TABLE leads ADD COLUMN promise TEXT;
    ALTER TABLE leads ADD COLUMN due_at ${time};
    ALTER TABLE leads ADD COLUMN answered_at ${time};
    ALTER TABLE leads ADD COLUMN answered_by TEXT;
    CREATE INDEX leads_due_open ON leads (due_at) WHERE answered_at IS NULL;
  `;

type Row = { id: string; form: string; state: string; fields: unknown; received_at: unknown };
type Answer = { lead_id: string; at: unknown; person_email: string | null };

const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : String(v));

/** The promise and due time of an existing lead, from its form as the lead arrived. */
function promised(r: Row) {
  const fields = (typeof r.fields === "string" ? JSON.parse(r.fields) : r.fields) as Record<
    string,
    string
  >;
  const lead = { form: r.form as FormName, state: r.state as LeadState, fields };
  return promiseOf(lead, iso(r.received_at));
}

// The first "→ handled" in the inbox's audit log is the lead's first answer.
const FIRST_ANSWERS = `SELECT lead_id, at, person_email FROM audit
  WHERE action = 'state' AND lead_id IS NOT NULL AND detail LIKE '%→ handled' ORDER BY at, id`;

export const migrationV9: Migration = {
  version: 9,
  name: "reply promises: due and answered times",
  sqlite: columns("TEXT"),
  postgres: columns("TIMESTAMPTZ"),
  backfill: {
    sqlite(db) {
      const set = db.prepare("UPDATE leads SET promise = ?, due_at = ? WHERE id = ?");
      const rows = db.prepare("SELECT id, form, state, fields, received_at FROM leads").all();
      for (const r of rows as unknown as Row[]) {
        const p = promised(r);
        set.run(p.promise, p.dueAt, r.id);
      }
      const answer = db.prepare(
        "UPDATE leads SET answered_at = ?, answered_by = ? WHERE id = ? AND answered_at IS NULL",
      );
      for (const a of db.prepare(FIRST_ANSWERS).all() as unknown as Answer[]) {
        answer.run(new Date(Number(a.at)).toISOString(), a.person_email, a.lead_id);
      }
    },
    async postgres(client) {
      const { rows } = await client.query<Row>(
        "SELECT id, form, state, fields, received_at FROM leads",
      );
      for (let i = 0; i < rows.length; i += 1000) {
        const batch = rows.slice(i, i + 1000).map((r) => ({ id: r.id, ...promised(r) }));
        await client.query(
          `UPDATE leads SET promise = s.promise, due_at = s.due_at::timestamptz
           FROM unnest($1::text[], $2::text[], $3::text[]) AS s (id, promise, due_at)
           WHERE leads.id = s.id`,
          [batch.map((b) => b.id), batch.map((b) => b.promise), batch.map((b) => b.dueAt)],
        );
      }
      const answers = await client.query<Answer>(FIRST_ANSWERS);
      for (const a of answers.rows) {
        await client.query(
          `UPDATE leads SET answered_at = $1, answered_by = $2
           WHERE id = $3 AND answered_at IS NULL`,
          [new Date(Number(a.at)).toISOString(), a.person_email, a.lead_id],
        );
      }
    },
  },
};
