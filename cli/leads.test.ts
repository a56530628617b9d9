import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { landingPaths } from "../content/landing-pages/index";
import type { Lead, LeadStore } from "../server/leads/store/store-contract";
import { runCli as cli } from "../tests/support/data/cli";
import { sampleLead, samples, tempDir } from "../tests/support/data/lead-samples";
import { openTestStore, storeKinds, type TestStore } from "../tests/support/data/stores";
import { parseCsv, restoreCell } from "../tests/support/data/csv";
import { LIST_SEPARATOR } from "../server/leads/inbox/export-format";
import { UsageError, parseCommand } from "./leads-args";

const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY);
const newLead = sampleLead;

/** Old contact, recent referral, recent brief with formula-looking cells, and one spam. */
async function seed(store: LeadStore): Promise<Lead[]> {
  const formula = { ...samples.websiteProject, name: '=HYPERLINK("http://evil.example")' };
  return [
    await store.saveLead(newLead({}), ["email"], ago(100)),
    await store.saveLead(
      newLead({ form: "referral", fields: samples.referral }),
      ["webhook"],
      ago(2),
    ),
    await store.saveLead(
      newLead({
        form: "website-project",
        fields: formula,
        score: 4,
        reasons: ["link", "no-referer"],
      }),
      [],
      ago(1),
    ),
    await store.saveLead(newLead({ state: "spam", fields: { name: "Spammer" } }), [], ago(1)),
  ];
}

describe.each(storeKinds())("npm run leads ($kind)", ({ kind, skip }) => {
  let t: TestStore;
  let env: Record<string, string>;
  let saved: Lead[];
  beforeAll(async () => {
    if (skip) return;
    t = await openTestStore(kind);
    env = t.env;
    saved = await seed(t.store);
    // The CLI opens the store itself, as it would beside a running server.
  });
  afterAll(async () => {
    await t?.cleanup();
  });
  beforeEach((context) => {
    if (skip) context.skip(skip);
  });

  it("lists real leads, filtered by form, date or spam", async () => {
    const [all, referral, since, spam] = await Promise.all([
      cli(env, "list"),
      cli(env, "list", "--form", "referral"),
      cli(env, "list", "--since", ago(3).toISOString().slice(0, 10)),
      cli(env, "list", "--spam"),
    ]);
    expect(all.code).toBe(0);
    expect(all.stdout).toContain(`Zoë "Zee" O'Brien`);
    expect(all.stdout).toContain(saved[2]!.id);
    expect(all.stdout).not.toContain("Spammer");
    expect(all.stdout).toMatch(/\n3 leads\n$/);
    expect(referral.stdout).toContain("Ada Lovelace");
    expect(referral.stdout).not.toContain("Zoë");
    expect(since.stdout).not.toContain(saved[0]!.id);
    expect(since.stdout).toContain(saved[1]!.id);
    expect(spam.stdout).toContain("Spammer");
  });

  it("shows one lead with every field, and fails for an unknown id", async () => {
    const [shown, missing] = await Promise.all([
      cli(env, "show", saved[1]!.id),
      cli(env, "show", "no-such-id"),
    ]);
    expect(shown.code).toBe(0);
    for (const value of Object.values(samples.referral)) expect(shown.stdout).toContain(value);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain("No lead with id no-such-id");
  });

  it("counts leads per landing page, referring site and campaign; every landing page listed", async () => {
    const { code, stdout } = await cli(env, "sources");
    expect(code).toBe(0);
    const [thirty, ninety] = stdout.split(/\n(?=Last 90 days)/);
    // The two recent real leads and the spam; the contact lead is 100 days old.
    expect(thirty).toMatch(/^Last 30 days: 3 leads\n/);
    expect(ninety).toMatch(/^Last 90 days: 3 leads\n/);
    for (const path of landingPaths) expect(thirty).toMatch(new RegExp(`\n${path} +0 +0 +0 +0 +0`));
    expect(thirty).toMatch(/\n\(none\) +3 +2 +0 +1 +0 +1 +1 +1\n/);
  });

  it("exports CSV that round-trips and has no live formulas", async () => {
    const { code, stdout } = await cli(env, "export", "--format", "csv");
    expect(code).toBe(0);
    const [header, ...rows] = parseCsv(stdout);
    expect(rows).toHaveLength(3);
    expect(stdout).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(stdout).toContain(",'+1 (304) 555-0100,");
    rows.forEach((row, i) => {
      const lead = saved[i]!;
      const cell = (name: string) => restoreCell(row[header!.indexOf(name)]!);
      expect([cell("id"), cell("form"), cell("receivedAt")]).toEqual([
        lead.id,
        lead.form,
        lead.receivedAt,
      ]);
      expect([cell("state"), cell("score"), cell("reasons")]).toEqual([
        lead.state,
        String(lead.score),
        lead.reasons.join(LIST_SEPARATOR),
      ]);
      for (const [key, value] of Object.entries(lead.fields)) {
        expect(cell(key)).toBe(Array.isArray(value) ? value.join(LIST_SEPARATOR) : value);
      }
    });
  });

  it("exports JSON to a file only the owner can read, exactly as stored", async () => {
    const out = join(env.DATA_DIR!, "leads.json");
    const { code, stderr } = await cli(env, "export", "--format", "json", "--out", out);
    expect(code).toBe(0);
    expect(stderr).toContain("Wrote 3 lead(s)");
    expect(JSON.parse(readFileSync(out, "utf8"))).toEqual(saved.slice(0, 3));
    expect(statSync(out).mode & 0o777).toBe(0o600);
  });

  it("counts leads per form and state, and notifications", async () => {
    const { code, stdout } = await cli(env, "stats");
    expect(code).toBe(0);
    expect(stdout).toMatch(/contact\s+new\s+1\n/);
    expect(stdout).toMatch(/contact\s+spam\s+1\n/);
    expect(stdout).toContain("Notifications: 2 pending, 0 delivered, 0 failed");
  });

  it.concurrent.for([
    ["no command", []],
    ["an unknown option", ["list", "--nope"]],
  ])("refuses %s with usage and exit code 2", async ([, args], { expect }) => {
    const { code, stderr } = await cli(env, ...(args as string[]));
    expect(code).toBe(2);
    expect(stderr).toContain("Usage: npm run leads");
  });

  it.runIf(kind === "sqlite")(
    "says where it looked when there is no database, and creates none",
    async () => {
      const empty = join(env.DATA_DIR!, "nowhere");
      const { code, stderr } = await cli({ ...env, DATA_DIR: empty }, "list");
      expect(code).toBe(1);
      expect(stderr).toContain(join(empty, "leads.db"));
      expect(existsSync(empty)).toBe(false);
    },
  );

  it("purges only leads older than the given days", async () => {
    const { code, stdout } = await cli(env, "purge", "--older-than", "30");
    expect(code).toBe(0);
    expect(stdout).toMatch(/^Deleted 1 lead\(s\)/);
    const store = await t.reopen();
    expect((await store.listLeads()).map((l) => l.id)).toEqual([saved[1]!.id, saved[2]!.id]);
    expect(await store.listLeads({ spam: true })).toHaveLength(1);
  });
});

describe("npm run leads -- migrate --to postgres", () => {
  const skip = storeKinds().find((k) => k.kind === "postgres")!.skip;
  it.skipIf(skip)("copies every lead and notification state, once, into PostgreSQL", async () => {
    const from = await openTestStore("sqlite");
    const to = await openTestStore("postgres");
    try {
      const saved = await seed(from.store);
      const [entry] = await from.store.claimDue("a", Date.now(), 1, 60_000);
      await from.store.markDelivered(entry!.id, Date.now());
      const env = { DATA_DIR: from.env.DATA_DIR!, DATABASE_URL: to.env.DATABASE_URL! };
      const first = await cli(env, "migrate", "--to", "postgres");
      expect(first.stderr).toBe("");
      expect(first.code).toBe(0);
      expect(first.stdout).toContain("Copied 4 lead(s) with 2 notification record(s)");
      const again = await cli(env, "migrate", "--to", "postgres");
      expect(again.stdout).toContain("Copied 0 lead(s)");
      expect(again.stdout).toContain("4 already there");

      const store = await to.reopen();
      expect(await store.listLeads()).toEqual(saved.slice(0, 3));
      expect(await store.listLeads({ spam: true })).toEqual([saved[3]]);
      expect((await store.stats()).notifications).toEqual({ pending: 1, delivered: 1, failed: 0 });
      // The CLI now reads PostgreSQL: the same listing as from SQLite.
      const list = await cli(env, "list");
      const sqliteList = await cli({ ...env, DATABASE_URL: "" }, "list");
      expect(list.stdout).toBe(sqliteList.stdout);
    } finally {
      await from.cleanup();
      await to.cleanup();
    }
  });

  it("needs DATABASE_URL, and says so", async () => {
    const dir = tempDir();
    try {
      const { code, stderr } = await cli(
        { DATA_DIR: dir.path, DATABASE_URL: "" },
        "migrate",
        "--to",
        "postgres",
      );
      expect(code).toBe(1);
      expect(stderr).toContain("needs DATABASE_URL");
    } finally {
      dir.remove();
    }
  });
});

describe("parseCommand", () => {
  it("reads each command's options", () => {
    expect(parseCommand(["list", "--form", "referral", "--since", "2026-01-31", "--spam"])).toEqual(
      {
        command: "list",
        filter: { form: "referral", since: new Date("2026-01-31T00:00:00Z"), spam: true },
      },
    );
    expect(parseCommand(["export", "--format=csv", "--out", "x.csv"])).toMatchObject({
      format: "csv",
      out: "x.csv",
    });
    expect(parseCommand(["purge", "--older-than", "90"])).toMatchObject({ days: 90 });
    expect(parseCommand(["show", "abc"])).toMatchObject({ command: "show", id: "abc" });
    expect(parseCommand(["--help"]).command).toBe("help");
  });

  it.each([
    [[], "No command given"],
    [["frobnicate"], 'Unknown command "frobnicate"'],
    [["list", "--form", "careers"], "--form must be"],
    [["list", "--since", "yesterday"], "--since must be"],
    [["list", "--since", "2026-02-30x"], "--since must be"],
    [["list", "--since"], "argument missing"],
    [["list", "extra"], "takes no argument"],
    [["show"], "takes 1 argument"],
    [["export"], "--format csv or --format json"],
    [["export", "--format", "xml"], "--format csv or --format json"],
    [["purge"], "--older-than DAYS"],
    [["purge", "--older-than", "ten"], "--older-than DAYS"],
    [["purge", "--older-than", "-5"], "--older-than"],
    [["stats", "--spam"], "does not take --spam"],
    [["migrate"], "migrate needs --to postgres"],
    [["migrate", "--to", "mysql"], "migrate needs --to postgres"],
  ])("refuses %j", (args, message) => {
    expect(() => parseCommand(args)).toThrow(UsageError);
    expect(() => parseCommand(args)).toThrow(message);
  });
});
