import { describe, expect, it } from "vitest";
import { landingPaths } from "../../content/landing-pages/index";
import { inWindow, type SourceRow } from "../../server/leads/inbox/sources-report";
import { loadSources, readWindow } from "./sources.server";

const NOW = new Date("2026-11-25T12:00:00Z");
const daysAgo = (d: number) => new Date(NOW.getTime() - d * 86_400_000).toISOString();
const row = (age: number, landing?: string): SourceRow => ({
  receivedAt: daysAgo(age),
  state: "new",
  form: "contact",
  source: landing ? { landing } : null,
});

describe("the Sources view's loader", () => {
  it("reads ?days=90 and falls back to 30 for anything else", () => {
    const at = (q: string) => readWindow(new URL(`http://x/admin/sources${q}`));
    expect(at("?days=90")).toBe(90);
    for (const q of ["", "?days=30", "?days=7", "?days=abc", "?days=90.5"])
      expect(at(q), q).toBe(30);
  });

  it("asks the store for each window's sums and counts the window asked for, every landing page listed", async () => {
    const asked: Date[] = [];
    const all = [row(5, "/web-design-roanoke-va"), row(45, "/web-design-roanoke-va"), row(60)];
    const store = {
      async sourceCounts(since: Date, until: Date) {
        asked.push(since);
        return { rows: all.filter((r) => inWindow(r, +since, +until)), capped: false };
      },
    };
    const thirty = await loadSources(store, 30, NOW);
    expect(asked).toEqual([new Date(daysAgo(30)), new Date(daysAgo(90))]);
    expect(thirty.windows).toEqual([
      { days: 30, leads: 1 },
      { days: 90, leads: 3 },
    ]);
    expect(thirty.report.days).toBe(30);
    expect(thirty.report.landing.map((c) => c.key).sort()).toEqual([...landingPaths].sort());
    expect(thirty.report.landing[0]).toMatchObject({ key: "/web-design-roanoke-va", total: 1 });
    const ninety = await loadSources(store, 90, NOW);
    expect(ninety.report.landing[0]).toMatchObject({ key: "/web-design-roanoke-va", total: 2 });
    expect(ninety.report.landing.find((c) => c.key === "(none)")?.total).toBe(1);
  });
});
