/**
 * `leads migrate --to postgres` copies the reminders and weekly reports with the leads: an open
 * lead reminded on SQLite is not reminded again on PostgreSQL, its notice keeps its delivery
 * state, and a week's report is not queued again; a re-run copies nothing twice.
 */
import { execFile } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../tests/support/build";
import { sampleLead } from "../tests/support/lead-samples";
import { openTestStore, storeKinds } from "../tests/support/stores";
import { dbOf } from "../server/db";
import { remindAt } from "../server/leads/notices/reminders";
import { sampleReport } from "../server/leads/notices/sample-report";

const migrate = (env: Record<string, string>) =>
  new Promise<string>((resolve, reject) => {
    execFile(
      process.execPath,
      ["--import", "tsx", join(ROOT, "cli/main.ts"), "migrate", "--to", "postgres"],
      { cwd: ROOT, env: { ...process.env, ...env } },
      (error, stdout, stderr) => (error ? reject(new Error(stderr)) : resolve(stdout)),
    );
  });

const skip = storeKinds().find((k) => k.kind === "postgres")!.skip;
const T0 = Date.parse("2026-03-03T15:00:00Z");

describe.skipIf(skip)("leads migrate: reminders and reports", () => {
  it("moves an open, reminded lead without reminding it again", async () => {
    const from = await openTestStore("sqlite");
    const to = await openTestStore("postgres");
    try {
      const lead = await from.store.saveLead(sampleLead(), [], new Date(T0));
      const due = Date.parse((await from.store.getLead(lead.id))!.dueAt!);
      const remind = remindAt(T0, due);
      expect(await from.store.queueNotices(["email"], remind)).toHaveLength(1);
      const [entry] = await from.store.claimDue("a", remind, 10, 60_000);
      await from.store.markDelivered(entry!.id, remind + 1);
      expect(
        await from.store.queueWeeklyReport("2026-03-02", sampleReport(), ["email"], T0),
      ).not.toBeNull();
      await from.store.queueWeeklyReport(null, sampleReport(), ["email"], T0 + 1);

      const env = { DATA_DIR: from.env.DATA_DIR!, DATABASE_URL: to.env.DATABASE_URL! };
      expect(await migrate(env)).toContain(
        "Reminders: 1 reminder or overdue notice(s) and 2 weekly report(s), with 3 notification record(s).",
      );
      // At the same time on PostgreSQL, the reminder is not queued again, nor the week's report.
      expect(await to.store.queueNotices(["email"], remind + 60_000)).toEqual([]);
      expect(await to.store.lastReportWeek()).toBe("2026-03-02");
      expect(
        await to.store.queueWeeklyReport("2026-03-02", sampleReport(), ["email"], T0),
      ).toBeNull();
      const rows = await dbOf(to.store).all(
        "SELECT notice, delivered_at FROM outbox WHERE lead_id = ? AND notice IS NOT NULL",
        [lead.id],
      );
      expect(rows.map((r) => [r.notice, Number(r.delivered_at)])).toEqual([
        ["reminder", remind + 1],
      ]);
      // Only the two reports' rows are still to go.
      expect(
        (await to.store.claimDue("b", T0 + 10 ** 9, 10, 60_000)).map((e) => e.reportId === null),
      ).toEqual([false, false]);
      // Its overdue notice still comes, once, when due.
      expect(await to.store.queueNotices(["email"], due)).toEqual([
        { leadId: lead.id, kind: "overdue" },
      ]);
      expect(await migrate(env)).toContain(
        "Reminders: 0 reminder or overdue notice(s) and 0 weekly report(s), with 0 notification record(s).",
      );
    } finally {
      await from.cleanup();
      await to.cleanup();
    }
  });
});
