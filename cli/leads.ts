/** `npm run leads -- <command>`: read, export and tidy the leads the server captured. */
import { existsSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { openSqliteStore } from "../server/leads/sqlite-store";
import type { LeadFilter } from "../server/leads/types";
import { isFormName } from "../server/leads/validate-lead";
import { leadText, leadsTable, printable, statsText, toCsv, toJson } from "./export";

const USAGE = `Usage: npm run leads -- <command> [options]

Commands:
  list [--form F] [--since DATE] [--spam]   Leads as a table, oldest first
  show ID                                   One lead with every field
  export --format csv|json [--out FILE]     Leads as CSV or JSON, to stdout or FILE
         [--form F] [--since DATE] [--spam]
  purge --older-than DAYS                   Delete leads and spam received over DAYS days ago
  stats                                     Leads per form and state; notifications

Options:
  --form F       contact, referral or website-project
  --since DATE   received on or after DATE (UTC): 2026-01-31 or 2026-01-31T09:00:00Z
  --spam         the honeypot's catch instead of real leads
  -h, --help     show this text

Reads $DATA_DIR/leads.db (DATA_DIR defaults to "data").
`;

export class UsageError extends Error {}

const FILTERS = ["form", "since", "spam"];
const ALLOWED: Record<string, { options: string[]; positionals: number }> = {
  list: { options: FILTERS, positionals: 0 },
  show: { options: [], positionals: 1 },
  export: { options: [...FILTERS, "format", "out"], positionals: 0 },
  purge: { options: ["older-than"], positionals: 0 },
  stats: { options: [], positionals: 0 },
};

export interface Command {
  command: "help" | "list" | "show" | "export" | "purge" | "stats";
  filter: LeadFilter;
  id?: string;
  format?: "csv" | "json";
  out?: string;
  days?: number;
}

function filterFrom(values: { form?: string; since?: string; spam?: boolean }): LeadFilter {
  if (values.form !== undefined && !isFormName(values.form)) {
    throw new UsageError(`--form must be contact, referral or website-project.`);
  }
  let since: Date | undefined;
  if (values.since !== undefined) {
    since = new Date(values.since);
    if (!/^\d{4}-\d\d-\d\d(T.+)?$/.test(values.since) || Number.isNaN(since.getTime())) {
      throw new UsageError(`--since must be a date such as 2026-01-31, not "${values.since}".`);
    }
  }
  return { form: values.form, since, spam: values.spam ?? false };
}

/** Reads the command line; anything wrong with it is a UsageError. */
export function parseCommand(argv: string[]): Command {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        form: { type: "string" },
        since: { type: "string" },
        spam: { type: "boolean" },
        format: { type: "string" },
        out: { type: "string" },
        "older-than": { type: "string" },
        help: { type: "boolean", short: "h" },
      },
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const { values, positionals } = parsed;
  const [command, ...rest] = positionals;
  if (values.help) return { command: "help", filter: {} };
  const allowed = command === undefined ? undefined : ALLOWED[command];
  if (!allowed) {
    throw new UsageError(command ? `Unknown command "${command}".` : "No command given.");
  }
  const extra = Object.keys(values).find((key) => !allowed.options.includes(key));
  if (extra) throw new UsageError(`"${command}" does not take --${extra}.`);
  if (rest.length !== allowed.positionals) {
    throw new UsageError(`"${command}" takes ${allowed.positionals || "no"} argument(s).`);
  }
  const result: Command = { command: command as Command["command"], filter: filterFrom(values) };
  if (command === "show") result.id = rest[0];
  if (command === "purge") {
    if (!/^\d+$/.test(values["older-than"] ?? "")) {
      throw new UsageError("purge needs --older-than DAYS, a whole number of days.");
    }
    result.days = Number(values["older-than"]);
  }
  if (command === "export") {
    if (values.format !== "csv" && values.format !== "json") {
      throw new UsageError("export needs --format csv or --format json.");
    }
    result.format = values.format;
    result.out = values.out;
  }
  return result;
}

function run(argv: string[]): number {
  const { command, filter, id, format, out, days = 0 } = parseCommand(argv);
  if (command === "help") {
    process.stdout.write(USAGE);
    return 0;
  }

  const file = join(process.env.DATA_DIR || "data", "leads.db");
  if (!existsSync(file)) {
    process.stderr.write(
      `No lead database at ${file}. Set DATA_DIR to the server's data folder.\n`,
    );
    return 1;
  }
  const store = openSqliteStore(file);
  try {
    switch (command) {
      case "list":
        process.stdout.write(leadsTable(store.listLeads(filter), filter.spam === true));
        return 0;
      case "show": {
        const lead = store.getLead(id!);
        if (!lead) {
          process.stderr.write(`No lead with id ${printable(id!)}.\n`);
          return 1;
        }
        process.stdout.write(leadText(lead));
        return 0;
      }
      case "export": {
        const leads = store.listLeads(filter);
        const output = format === "csv" ? toCsv(leads) : toJson(leads);
        if (!out) {
          process.stdout.write(output);
          return 0;
        }
        // Leads are personal data: readable by the owner only.
        writeFileSync(out, output, { mode: 0o600 });
        process.stderr.write(`Wrote ${leads.length} lead(s) to ${out}\n`);
        return 0;
      }
      case "purge": {
        const before = new Date(Date.now() - days * 86_400_000);
        const count = store.purgeOlderThan(before);
        process.stdout.write(`Deleted ${count} lead(s) received before ${before.toISOString()}.\n`);
        return 0;
      }
      default:
        process.stdout.write(statsText(store.stats()));
        return 0;
    }
  } finally {
    store.close();
  }
}

// Run only as the command, not when a test imports parseCommand.
if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  try {
    process.exitCode = run(process.argv.slice(2));
  } catch (error) {
    const usage = error instanceof UsageError;
    process.stderr.write(`${(error as Error).message}\n${usage ? `\n${USAGE}` : ""}`);
    process.exitCode = usage ? 2 : 1;
  }
}
