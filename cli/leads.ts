/** `npm run leads -- <command>`: read, export and tidy the leads the server captured. */
import { existsSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { parseEnv, postgresSettings, type Env } from "../server/env";
import { openPostgresStore } from "../server/leads/store/postgres/postgres-store";
import { openSqliteStore } from "../server/leads/store/sqlite/sqlite-store";
import type { LeadStore } from "../server/leads/types";
import { formatExport } from "../server/leads/inbox/export-format";
import { leadText, leadsTable, printable, statsText } from "./text";
import { invite, listInvites, revokeInvites } from "./invite";
import { UsageError, parseCommand } from "./leads-args";
import { setState } from "./set-state";
import { migrateToPostgres } from "./migrate";
import { reviewText, screeningText, stateTotals } from "./review";
import { landingPaths } from "../content/landing-pages/index";
import { sourceReports } from "../server/leads/inbox/sources-report";
import { sourcesText } from "./sources";
import { trafficDbOf } from "../server/traffic/traffic-db";
import { trafficReader } from "../server/traffic/traffic-report";
import { trafficJson, trafficText } from "./traffic";
import { responseFigures } from "../server/leads/reply/reply-figures";
import { responseJson, responseText } from "./response";

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
  traffic [--days N] [--json]               Visits, leads and conversion per landing page,
                                            campaign and referring site; field speed (p75)
                                            per page and device; beacons dropped (bots,
                                            paths that are not pages of the site). N UTC
                                            days up to today (default 30)
  response [--days N] [--json]              Replies to leads received in the last N days
                                            (default 30): answered, within the promise,
                                            median and 90th-percentile time; open and
                                            overdue leads now
  review                                    Held leads (suspected spam, not notified)
                                            with the reasons they were held
  release ID                                Move a held (or spam) lead to new and queue
                                            its notifications (the server sends them)
  spam ID                                   Move a lead to spam (never notified)
  handle ID                                 Mark a lead handled; the first time records
                                            it as answered (by "cli")
  invite EMAIL [--role owner|staff]         A single-use link (last line, valid 30 minutes)
                                            that lets EMAIL make a passkey for the inbox
                                            (/admin); --role defaults to owner
  invite --list                             Pending invite links: for whom, role, who made
                                            each, when it expires
  invite --revoke EMAIL                     End every pending invite link for EMAIL
  report --week [--send] [--json]           The owner's weekly report of the last week
                                            (Monday to Sunday, business time): visits,
                                            leads, top pages and campaigns, replies,
                                            held leads, slowest page; --send queues it
                                            for the owner's e-mail and webhook now
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

const STATE_OF = { release: "new", spam: "spam", handle: "handled" } as const;

const quiet = { info: () => undefined, warn: () => undefined };

/** The store the server would use; undefined (with a message) when there is none to read. */
export async function openStore(env: Env): Promise<LeadStore | undefined> {
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

/** Whom an invite link is for when SITE_URL is unset (env.ts siteUrlOf); on stderr, so the link
 * stays the last line. */
function siteUrlNote(env: Env): string {
  if (env.SITE_URL_FROM === "localhost")
    return `SITE_URL is not set, so the link is for the server on this machine at ${env.SITE_URL} (open it in a browser here). To invite at another address, set SITE_URL as the server has it.\n`;
  if (env.SITE_URL_FROM === "default")
    return `SITE_URL is not set: the link uses ${env.SITE_URL}, where nobody can sign in. Set SITE_URL to the address the inbox is opened at, as the server has it.\n`;
  return "";
}

export async function run(argv: string[]): Promise<number> {
  const {
    command,
    filter,
    id,
    format,
    out,
    days = 0,
    role,
    json,
    inviteAction,
    send,
  } = parseCommand(argv);
  if (command === "help") {
    process.stdout.write(USAGE);
    return 0;
  }
  const env = parseEnv(process.env);
  if (command === "migrate") return migrateToPostgres(env);

  // The first invite may come before the server has ever run: the SQLite file is made.
  const store =
    inviteAction === "make" && !postgresSettings(env)
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
        process.stdout.write(sourcesText(await sourceReports(store, landingPaths, now)));
        return 0;
      }
      case "traffic": {
        const report = await trafficReader({ db: trafficDbOf(store), leads: store }).report(days);
        process.stdout.write(json ? trafficJson(report) : trafficText(report));
        return 0;
      }
      case "response": {
        const figures = await responseFigures(store, { days, now: new Date() });
        process.stdout.write(json ? responseJson(figures) : responseText(figures));
        return 0;
      }
      case "report": {
        // Loaded here: the report's modules (mail, traffic reads) slow no other command's start.
        const { weeklyReport } = await import("./report");
        const result = await weeklyReport(store, env, { send: send!, json: json! });
        process.stdout.write(result.out);
        process.stderr.write(result.err);
        return result.code;
      }
      case "release":
      case "spam":
      case "handle":
        // await: the store closes in finally, after the move.
        return await setState(store, env, id!, STATE_OF[command]);
      case "invite":
        if (inviteAction === "list") {
          process.stdout.write(await listInvites(store));
          return 0;
        }
        if (inviteAction === "revoke") {
          const revoked = await revokeInvites(store, env, id!);
          (revoked.code === 0 ? process.stdout : process.stderr).write(revoked.text);
          return revoked.code;
        }
        process.stdout.write(await invite(store, env, id!, role!));
        process.stderr.write(siteUrlNote(env));
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

// Run only as the command (tests run cli/leads.ts), not when cli/main.ts imports run.
if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  try {
    process.exitCode = await run(process.argv.slice(2));
  } catch (error) {
    const usage = error instanceof UsageError;
    process.stderr.write(`${(error as Error).message}\n${usage ? `\n${USAGE}` : ""}`);
    process.exitCode = usage ? 2 : 1;
  }
}
