/** `npm run leads -- <command>`: the backup commands (cli/backup.ts) and every other command
 * (cli/leads.ts, its arguments in cli/leads-args.ts), each in its own module. */
import { parseEnv } from "../server/env";
import { BACKUP_USAGE, runBackupCommand } from "./backup";
import { run } from "./leads";
import { UsageError } from "./leads-args";

async function main(argv: string[]): Promise<number> {
  const [command] = argv;
  if (command === "backup" || command === "restore") {
    return runBackupCommand(argv, parseEnv(process.env));
  }
  const code = await run(argv);
  if (argv.includes("--help") || argv.includes("-h")) process.stdout.write(BACKUP_USAGE);
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
