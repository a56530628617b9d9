/** `npm run leads -- <command>`: read, export and tidy the leads the server captured. */
import { existsSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { parseEnv, postgresSettings, type Env } from "../server/env";
import { openPostgresStore } from "../server/leads/postgres-store";
import { openSqliteStore } from "../server/leads/sqlite-store";
import { autoreplyKey } from "../server/leads/autoreply";
import { channelsFromEnv } from "../server/leads/plugin";
import type { Channel, LeadFilter, LeadStore } from "../server/leads/types";
import { isFormName } from "../server/leads/validate-lead";
import { formatExport, leadText, leadsTable, printable, statsText } from "./export";
import { invite, inviteArgs } from "./invite";
import { migrateToPostgres } from "./migrate";
import { reviewText, screeningText, stateTotals } from "./review";
import { landingPaths } from "../content/landing-pages/index";
import { sourceReports } from "../server/leads/sources";
import { sourcesText } from "./sources";

const USAGE = `Usage: npm run leads -- <command> [options]

Commands:
  list [--form F] [--since DATE] [--spam]   Leads as a table, oldest first
  show ID                                   One lead with every field
  export --format csv|json [--out FILE]     Leads as CSV or JSON, to stdout or FILE
         [--form F] [--since DATE] [--spam]
  purge --older-than DAYS                   Delete leads and spam received over DAYS days ago
  stats                                     Leads per form and state, totals per state
                                            (new, held, spam); notifications
  sources                                   Where leads came from over 30 and 90 days: per
                                            landing page, referring site and campaign, by
                                            state and form
  review                                    Held leads (suspected spam, not notified)
                                            with the reasons they were held
  release ID                                Move a held (or spam) lead to new and queue
                                            its notifications (the server sends them)
  spam ID                                   Move a lead to spam (never notified)
  invite EMAIL [--role owner|staff]         A single-use link (last line, valid 30 minutes)
                                            that lets EMAIL make a passkey for the inbox
                                            (/admin); --role defaults to owner
  migrate --to postgres                     Copy every lead and pending notification from
                                            the SQLite file into DATABASE_URL (run again
                                            safely: leads already there are skipped)

Options:
  --form F       contact, referral or website-project
  --since DATE   received on or after DATE (UTC): 2026-01-31 or 2026-01-31T09:00:00Z
  --spam         the honeypot's catch instead of real leads
  -h, --help     show this text

Reads PostgreSQL when DATABASE_URL is set (as the server does), otherwise
$DATA_DIR/leads.db (DATA_DIR defaults to "data").
`;

export class UsageError extends Error {}

const FILTERS = ["form", "since", "spam"];
const ALLOWED: Record<string, { options: string[]; positionals: number }> = {
  list: { options: FILTERS, positionals: 0 },
  show: { options: [], positionals: 1 },
  export: { options: [...FILTERS, "format", "out"], positionals: 0 },
  purge: { options: ["older-than"], positionals: 0 },
  stats: { options: [], positionals: 0 },
  review: { options: [], positionals: 0 },
  sources: { options: [], positionals: 0 },
  release: { options: [], positionals: 1 },
  spam: { options: [], positionals: 1 },
  migrate: { options: ["to"], positionals: 0 },
  invite: { options: ["role"], positionals: 1 },
};

export interface Command {
  command:
    | "help"
    | "list"
    | "show"
    | "export"
    | "purge"
    | "stats"
    | "migrate"
    | "review"
    | "sources"
    | "release"
    | "spam"
    | "invite";
  filter: LeadFilter;
  role?: "owner" | "staff";
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
        to: { type: "string" },
        role: { type: "string" },
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
  if (command === "show" || command === "release" || command === "spam") result.id = rest[0];
  if (command === "invite") {
    const parsed = inviteArgs.safeParse({ email: rest[0], role: values.role });
    if (!parsed.success)
      throw new UsageError("invite needs an e-mail address and --role owner or staff.");
    result.id = parsed.data.email;
    result.role = parsed.data.role;
  }
  if (command === "purge") {
    if (!/^\d+$/.test(values["older-than"] ?? "")) {
      throw new UsageError("purge needs --older-than DAYS, a whole number of days.");
    }
    result.days = Number(values["older-than"]);
  }
  if (command === "migrate" && values.to !== "postgres") {
    throw new UsageError("migrate needs --to postgres.");
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

const quiet = { info: () => undefined, warn: () => undefined };

/** The store the server would use; undefined (with a message) when there is none to read. */
async function openStore(env: Env): Promise<LeadStore | undefined> {
  const pg = postgresSettings(env);
  if (pg) {
    const store = openPostgresStore(pg, { log: quiet, retry: false });
    try {
      await store.ready;
    } catch (error) {
      await store.close();
      throw error;
    }
    return store;
  }
  const file = join(env.DATA_DIR, "leads.db");
  if (!existsSync(file)) {
    process.stderr.write(
      `No lead database at ${file}. Set DATA_DIR to the server's data folder, or DATABASE_URL.\n`,
    );
    return undefined;
  }
  return openSqliteStore(file);
}

export async function run(argv: string[]): Promise<number> {
  const { command, filter, id, format, out, days = 0, role } = parseCommand(argv);
  if (command === "help") {
    process.stdout.write(USAGE);
    return 0;
  }
  const env = parseEnv(process.env);
  if (command === "migrate") return migrateToPostgres(env);

  // The first invite may come before the server has ever run: the SQLite file is made.
  const store =
    command === "invite" && !postgresSettings(env)
      ? openSqliteStore(join(env.DATA_DIR, "leads.db"))
      : await openStore(env);
  if (!store) return 1;
  try {
    switch (command) {
      case "list":
        process.stdout.write(leadsTable(await store.listLeads(filter), filter.spam === true));
        return 0;
      case "show": {
        const lead = await store.getLead(id!);
        if (!lead) {
          process.stderr.write(`No lead with id ${printable(id!)}.\n`);
          return 1;
        }
        process.stdout.write(leadText(lead) + screeningText(lead));
        return 0;
      }
      case "review":
        process.stdout.write(reviewText(await store.listLeads({ state: "held" })));
        return 0;
      case "sources": {
        const now = new Date();
        const rows = await store.sourceRows(new Date(now.getTime() - 90 * 86_400_000));
        process.stdout.write(sourcesText(sourceReports(rows, landingPaths, now)));
        return 0;
      }
      case "release":
      case "spam": {
        const to = command === "release" ? "new" : "spam";
        const lead = await store.getLead(id!);
        // The owner's channels as the server has them; the server's outbox sends what is queued.
        const channels = (Object.keys(channelsFromEnv(env)) as Channel[]).filter(
          (c) => c !== "autoreply",
        );
        const from = await store.setState(id!, to, channels, new Date(), {
          autoreplyTo: env.AUTOREPLY === "on" && lead ? autoreplyKey(lead.fields) : null,
        });
        if (!from) {
          process.stderr.write(`No lead with id ${printable(id!)}.\n`);
          return 1;
        }
        if (from === to) {
          process.stdout.write(`Lead ${id} is already ${to}.\n`);
          return 0;
        }
        const queued =
          to === "new"
            ? channels.length
              ? ` Notifications queued: ${channels.join(", ")} (the running server sends them).`
              : " No notification channel is configured (SMTP_URL and NOTIFY_TO, or WEBHOOK_URL)."
            : "";
        process.stdout.write(`Lead ${id}: ${from} -> ${to}.${queued}\n`);
        return 0;
      }
      case "invite":
        process.stdout.write(await invite(store, env, id!, role!));
        return 0;
      case "export": {
        const leads = await store.listLeads(filter);
        const output = formatExport(leads, format!);
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
        const count = await store.purgeOlderThan(before);
        process.stdout.write(`Deleted ${count} lead(s) received before ${before.toISOString()}.\n`);
        return 0;
      }
      default: {
        const stats = await store.stats();
        process.stdout.write(statsText(stats) + stateTotals(stats));
        return 0;
      }
    }
  } finally {
    await store.close();
  }
}

// Run only as the command, not when a test imports parseCommand.
if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  try {
    process.exitCode = await run(process.argv.slice(2));
  } catch (error) {
    const usage = error instanceof UsageError;
    process.stderr.write(`${(error as Error).message}\n${usage ? `\n${USAGE}` : ""}`);
    process.exitCode = usage ? 2 : 1;
  }
}
