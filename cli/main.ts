/** `npm run leads -- <command>`: the backup commands (cli/backup.ts) and every other command
 * (cli/leads.ts, its arguments in cli/leads-args.ts), each in its own module. */
import { parseEnv } from "../server/runtime/env";
import { BACKUP_USAGE, runBackupCommand } from "./backup";
import { openStore, run } from "./leads";
import { runSiteCommand, SITE_USAGE } from "./site-command";
import { UsageError } from "./leads-args";

async function main(argv: string[]): Promise<number> {
  const [command] = argv;
  if (command === "backup" || command === "restore") {
    return runBackupCommand(argv, parseEnv(process.env));
  }
  if (command === "site") {
    const env = parseEnv(process.env);
    const store = await openStore(env);
    if (!store) return 1;
    try {
      return await runSiteCommand(argv.slice(1), env, store);
    } finally {
      await store.close();
    }
  }
  const code = await run(argv);
  if (argv.includes("--help") || argv.includes("-h"))
    process.stdout.write(BACKUP_USAGE + SITE_USAGE);
  return code;
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  const usage = error instanceof UsageError;
  process.stderr.write(
    `${(error as Error).message}\n${usage ? `\nRun npm run leads -- --help for the commands.\n` : ""}`,
  );
  process.exitCode = usage ? 2 : 1;
}
