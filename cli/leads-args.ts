/** The leads command's arguments: which command, with which filter and options; anything wrong is a
 * UsageError. */
import { parseArgs } from "node:util";
import { inviteArgs } from "./invite";
import type { LeadFilter } from "../server/leads/store/store-contract";
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
  response: { options: ["days", "json"], positionals: 0 },
  release: { options: [], positionals: 1 },
  handle: { options: [], positionals: 1 },
  spam: { options: [], positionals: 1 },
  migrate: { options: ["to"], positionals: 0 },
  invite: { options: ["role", "list", "revoke"], positionals: 1 },
  report: { options: ["week", "send", "json"], positionals: 0 },
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
    | "response"
    | "release"
    | "handle"
    | "spam"
    | "invite"
    | "report";
  filter: LeadFilter;
  role?: "owner" | "staff";
  /** `invite`: make a link (the default), list pending ones, or revoke those for `id`. */
  inviteAction?: "make" | "list" | "revoke";
  id?: string;
  format?: "csv" | "json";
  out?: string;
  days?: number;
  /** `traffic --json`, `response --json`, `report --json`: the report as JSON. */
  json?: boolean;
  /** `report --send`: queue the report for the owner's channels now. */
  send?: boolean;
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

/** `--days N`: 1 to `max` whole days; 30 by default. */
function wholeDays(value: string | undefined, max: number): number {
  if (value === undefined) return 30;
  const days = Number(value);
  if (!/^\d+$/.test(value) || days < 1 || days > max)
    throw new UsageError(`--days must be a whole number of days from 1 to ${max}, not "${value}".`);
  return days;
}

/** `traffic --days N`: up to about the 25 months roll-ups are kept. */
const trafficDays = (value: string | undefined) => wholeDays(value, 800);
/** `response --days N`: up to a year. */
const responseDays = (value: string | undefined) => wholeDays(value, 366);

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
        list: { type: "boolean" },
        revoke: { type: "string" },
        week: { type: "boolean" },
        send: { type: "boolean" },
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
  const listOrRevoke = values.list !== undefined || values.revoke !== undefined;
  const expected = command === "invite" && listOrRevoke ? 0 : allowed.positionals;
  if (rest.length !== expected) {
    throw new UsageError(`"${command}" takes ${expected || "no"} argument(s).`);
  }
  const result: Command = { command: command as Command["command"], filter: filterFrom(values) };
  if (["show", "release", "spam", "handle"].includes(command!)) result.id = rest[0];
  if (command === "invite" && listOrRevoke) {
    if ((values.list && values.revoke !== undefined) || values.role !== undefined)
      throw new UsageError("invite takes --list, or --revoke EMAIL, alone.");
    if (values.list) return { ...result, inviteAction: "list" };
    const email = inviteArgs.shape.email.safeParse(values.revoke);
    if (!email.success) throw new UsageError("invite --revoke needs an e-mail address.");
    return { ...result, inviteAction: "revoke", id: email.data };
  }
  if (command === "invite") {
    result.inviteAction = "make";
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
  if (command === "response") {
    result.days = responseDays(values.days);
    result.json = values.json ?? false;
  }
  if (command === "report") {
    if (!values.week) throw new UsageError("report needs --week.");
    result.send = values.send ?? false;
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
