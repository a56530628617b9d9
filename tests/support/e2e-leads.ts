/** What the browser tests read back from the e2e server's SQLite store, and waiting on the challenge worker. */
import type { Page } from "@playwright/test";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";

/** A lead as stored (read through a second, read-only connection). */
export function storedLead(dataDir: string, where: { id?: string; message?: string }) {
  const db = new DatabaseSync(join(dataDir, "leads.db"), { readOnly: true });
  try {
    // The contact form's variant (dialog or page), as the lead stored it.
    const columns = `state, score, reasons, json_extract(fields, '$."form-variant"') AS variant`;
    const row = where.id
      ? db.prepare(`SELECT ${columns} FROM leads WHERE id = ?`).get(where.id)
      : db
          .prepare(`SELECT ${columns} FROM leads WHERE json_extract(fields, '$.message') = ?`)
          .get(where.message ?? "");
    if (!row) return undefined;
    return {
      state: String(row.state),
      score: Number(row.score),
      reasons: JSON.parse(String(row.reasons)) as string[],
      variant: row.variant === null ? null : String(row.variant),
    };
  } finally {
    db.close();
  }
}

/**
 * Resolves when the page's challenge worker has solved its challenge and
 * closed, with the time GET /challenge answered (the challenge's issue time).
 */
export function challengeSolved(page: Page): Promise<{ issuedAt: number }> {
  let issuedAt = 0;
  page.on("response", (r) => {
    if (new URL(r.url()).pathname === "/challenge") issuedAt = Date.now();
  });
  return new Promise((resolve) => {
    page.once("worker", (worker) => worker.on("close", () => resolve({ issuedAt })));
  });
}

/** A person takes more than a few seconds over a form: wait until `ms` after the challenge was issued. */
export async function likeAPerson(page: Page, issuedAt: number, ms = 3_500) {
  const left = issuedAt + ms - Date.now();
  if (left > 0) await page.waitForTimeout(left);
}

/** A message no other test sends, to find its lead in the store. */
export const unique = (label: string) =>
  `${label}: ${Date.now()}-${Math.random().toString(36).slice(2)}`;

/** Where a stored lead says it came from: the page it was sent from and the visit's source. */
export function storedSource(dataDir: string, message: string) {
  const db = new DatabaseSync(join(dataDir, "leads.db"), { readOnly: true });
  try {
    const row = db
      .prepare(
        "SELECT page, source FROM leads WHERE json_extract(fields, '$.message') = ? OR json_extract(fields, '$.message') = ?",
      )
      .get(message, message);
    if (!row) return undefined;
    return {
      page: row.page as string | null,
      source: row.source === null ? null : (JSON.parse(String(row.source)) as unknown),
    };
  } finally {
    db.close();
  }
}
