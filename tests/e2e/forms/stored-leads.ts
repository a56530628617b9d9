/** What the browser tests read back from the e2e server's store, and waiting on the challenge
 * worker. */
import type { Page } from "@playwright/test";
import { join } from "node:path";
import { openSqliteStore } from "../../../server/leads/store/sqlite/sqlite-store";
import { LEAD_STATES, type Lead } from "../../../server/leads/store/store-contract";
import { VARIANT_FIELD } from "../../../shared/forms/form-protocol";

/** Every lead the e2e server stored, in every state, read through the store's own API. */
async function storedLeads(dataDir: string): Promise<Lead[]> {
  const store = openSqliteStore(join(dataDir, "leads.db"));
  try {
    const byState = await Promise.all(LEAD_STATES.map((state) => store.listLeads({ state })));
    return byState.flat();
  } finally {
    await store.close();
  }
}

/** A stored lead found by its id or its message: its state, score, reasons and contact variant. */
export async function storedLead(dataDir: string, where: { id?: string; message?: string }) {
  const lead = (await storedLeads(dataDir)).find((l) =>
    where.id ? l.id === where.id : l.fields.message === where.message,
  );
  if (!lead) return undefined;
  const variant = lead.fields[VARIANT_FIELD];
  return {
    state: lead.state,
    score: lead.score,
    reasons: lead.reasons,
    variant: typeof variant === "string" ? variant : null,
  };
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

/** A person takes more than a few seconds over a form: wait until `ms` after the challenge was
 * issued. */
export async function likeAPerson(page: Page, issuedAt: number, ms = 3_500) {
  const left = issuedAt + ms - Date.now();
  if (left > 0) await page.waitForTimeout(left);
}

/** A message no other test sends, to find its lead in the store. */
export const unique = (label: string) =>
  `${label}: ${Date.now()}-${Math.random().toString(36).slice(2)}`;

/** Where a stored lead says it came from: the page it was sent from and the visit's source. */
export async function storedSource(dataDir: string, message: string) {
  const lead = (await storedLeads(dataDir)).find((l) => l.fields.message === message);
  return lead && { page: lead.page, source: lead.source };
}
