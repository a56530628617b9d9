/** The leads command's arguments: which command, with which filter and options; anything wrong is a
 * UsageError. */
import { parseArgs } from "node:util";
import { inviteArgs } from "./invite";
import type { LeadFilter } from "../server/leads/types";
import { isFormName } from "../server/leads/intake/validate-lead";

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
  traffic: { options: ["days", "json"], positionals: 0 },
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
    | "traffic"
    | "release"
    | "spam"
    | "invite";
  filter: LeadFilter;
  role?: "owner" | "staff";
  id?: string;
  format?: "csv" | "json";
  out?: string;
  days?: number;
  /** `traffic --json`: the report as JSON. */
  json?: boolean;
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

/** `traffic --days N`: 1 to 800 whole days (about the 25 months roll-ups are kept); 30 by
 * default. */
function trafficDays(value: string | undefined): number {
  if (value === undefined) return 30;
  const days = Number(value);
  if (!/^\d+$/.test(value) || days < 1 || days > 800)
    throw new UsageError(`--days must be a whole number of days from 1 to 800, not "${value}".`);
  return days;
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
        days: { type: "string" },
        json: { type: "boolean" },
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
  if (command === "traffic") {
    result.days = trafficDays(values.days);
    result.json = values.json ?? false;
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
