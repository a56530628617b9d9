/** `npm run bench:backup`: the time and size of `leads backup` for LEADS leads (default 10,000),
 * each as the server writes a contact lead with one delivered notice. */
import { statSync } from "node:fs";
import { join } from "node:path";
import { backupStore } from "../../../cli/backup";
import { openSqliteStore } from "../../../server/leads/store/sqlite/sqlite-store";
import { samples, tempDir } from "../../../tests/support/data/lead-samples";

const count = Number(process.env.LEADS ?? 10_000);
const dir = tempDir("lexcore-bench-backup-");
try {
  const store = openSqliteStore(join(dir.path, "leads.db"));
  const t0 = performance.now();
  for (let i = 0; i < count; i++) {
    await store.saveLead(
      {
        form: "contact",
        state: "new",
        fields: { ...samples.contactPage, message: `${samples.contactPage.message} Lead ${i}.` },
        page: "/contact",
        userAgent: "Mozilla/5.0 (X11; Linux x86_64) Bench/1.0",
        score: 0,
        reasons: [],
      },
      ["email"],
    );
  }
  const filled = performance.now() - t0;
  const source = statSync(join(dir.path, "leads.db")).size;
  const runs = [];
  for (let i = 0; i < 3; i++)
    runs.push(await backupStore(dir.path, join(dir.path, `backup-${i}.db`)));
  await store.close();
  const ms = runs.map((r) => r.ms).sort((a, b) => a - b);
  console.log(
    `${count.toLocaleString("en-US")} leads (stored in ${(filled / 1000).toFixed(1)} s; store file ${(source / 1048576).toFixed(1)} MiB before checkpoint)`,
  );
  console.log(
    `backup: ${(runs[0]!.bytes / 1048576).toFixed(1)} MiB, ${runs[0]!.leads} leads; ${ms.map((m) => `${Math.round(m)} ms`).join(", ")} (3 runs, fastest first; includes the check of the copy and fsync)`,
  );
} finally {
  dir.remove();
}
