/** `leads handle ID` records the first answer; `leads response` reports reply figures (SQLite). */
import { describe, expect, it } from "vitest";
import { runCli as cli } from "../tests/support/data/cli";
import { sampleLead, samples } from "../tests/support/data/lead-samples";
import { storeEachTest } from "../tests/support/data/stores";
import { VARIANT_FIELD } from "../shared/forms/form-protocol";
import { UsageError, parseCommand } from "./leads-args";

const HOUR = 3_600_000;
const ago = (hours: number) => new Date(Date.now() - hours * HOUR);
const page = () => sampleLead({ fields: { ...samples.contactPage, [VARIANT_FIELD]: "page" } });

describe("leads handle and leads response", () => {
  const t = storeEachTest("sqlite");

  it("reads --days and --json, and refuses a bad --days", () => {
    expect(parseCommand(["response"])).toMatchObject({ command: "response", days: 30 });
    expect(parseCommand(["response", "--days", "7", "--json"])).toMatchObject({
      days: 7,
      json: true,
    });
    for (const bad of ["0", "abc", "400", "1.5"])
      expect(() => parseCommand(["response", "--days", bad])).toThrow(UsageError);
    expect(parseCommand(["handle", "abc"])).toMatchObject({ command: "handle", id: "abc" });
    expect(() => parseCommand(["handle"])).toThrow(UsageError);
  });

  it("handles a lead once as its answer, and reports it in the figures", async () => {
    const quick = await t.store.saveLead(page(), [], ago(30));
    const late = await t.store.saveLead(page(), [], ago(50));
    const open = await t.store.saveLead(page(), [], ago(2));
    const overdue = await t.store.saveLead(page(), [], ago(26));
    await t.store.setState(late.id, "handled", [], ago(20), { by: "owner@firm.example" });

    const handled = await cli(t.env, "handle", quick.id);
    expect(handled.stdout).toContain(`Lead ${quick.id}: new -> handled.`);
    expect(handled.stdout).toContain("Recorded as answered now, by cli.");
    const [again, missing] = await Promise.all([
      cli(t.env, "handle", quick.id),
      cli(t.env, "handle", "nope"),
    ]);
    expect(again.stdout).toContain("already handled");
    expect(missing.code).toBe(1);

    const { stdout, code } = await cli(t.env, "response", "--days", "7", "--json");
    expect(code).toBe(0);
    const figures = JSON.parse(stdout);
    expect(figures.summary).toMatchObject({
      answered: 2,
      withinPromise: 0,
      openNow: 2,
      overdueNow: 1,
    });
    expect(figures.open.map((o: { id: string }) => o.id)).toEqual([overdue.id, open.id]);
    expect(figures.open[0]).toMatchObject({ form: "contact", overdue: true });
    const answered = figures.answered.find((a: { id: string }) => a.id === late.id);
    expect(answered).toMatchObject({ minutes: 30 * 60, withinPromise: false, form: "contact" });
    const cliAnswer = figures.answered.find((a: { id: string }) => a.id === quick.id);
    expect(cliAnswer.withinPromise).toBe(false);
    expect(Object.keys(cliAnswer).sort()).toEqual(
      ["answeredAt", "dueAt", "form", "id", "minutes", "receivedAt", "withinPromise"].sort(),
    );

    const text = (await cli(t.env, "response")).stdout;
    expect(text).toContain("answered 2, within promise 0% (0)");
    expect(text).toContain("Now: 2 open, 1 overdue");
    expect(text).toMatch(/overdue by 2 h/);
  }, 90_000);
});
