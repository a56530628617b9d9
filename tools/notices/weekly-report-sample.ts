/** Prints the weekly report for the sample weeks (tests/support/data/sample-week.ts) from a
 * throw-away SQLite store, as `npm run leads -- report --week` would on Monday 9 March 2026:
 * `npx tsx tools/notices/weekly-report-sample.ts [--html]`. */
import { join } from "node:path";
import { weeklyHtml } from "../../server/leads/notices/weekly-render";
import { weeklyReport } from "../../cli/report";
import { openSqliteStore } from "../../server/leads/store/sqlite/sqlite-store";
import { weeklyBuilder } from "../../server/leads/notices/register-notices";
import { latestReportWeek } from "../../server/leads/notices/weekly-schedule";
import { SAMPLE_NOW, seedSampleWeek } from "../../tests/support/data/sample-week";
import { tempDir, testEnv } from "../../tests/support/data/lead-samples";

const dir = tempDir("weekly-report-");
const store = openSqliteStore(join(dir.path, "leads.db"));
try {
  await seedSampleWeek(store);
  const env = testEnv({ SITE_URL: "https://www.lexcore.example" });
  if (process.argv.includes("--html")) {
    const week = latestReportWeek(SAMPLE_NOW.getTime(), "America/New_York");
    const report = await weeklyBuilder(store)(week, SAMPLE_NOW);
    process.stdout.write(weeklyHtml(report, env.SITE_URL));
  } else {
    process.stdout.write(
      (await weeklyReport(store, env, { send: false, json: false }, SAMPLE_NOW)).out,
    );
  }
} finally {
  await store.close();
  dir.remove();
}
