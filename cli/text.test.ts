import { describe, expect, it } from "vitest";
import { samples, storedSample } from "../tests/support/data/lead-samples";
import { formatTable, leadText, printable } from "./text";

const lead = storedSample;

describe("terminal text", () => {
  it("shows a lead's fields with its variant's labels", () => {
    const fields = { ...samples.contactDialog };
    expect(leadText(lead({ fields: { ...fields, "form-variant": "dialog" } }))).toContain(
      "\nArea of interest\n  consultation\n",
    );
    expect(leadText(lead({ fields: { ...fields, "form-variant": "page" } }))).toContain(
      "\nService\n  consultation\n",
    );
  });

  it("shows the reply's due time and promise, and the first answer with who gave it", () => {
    const answered = lead({
      promise: "business-day",
      dueAt: "2026-01-02T10:00:00.000Z",
      answeredAt: "2026-01-01T12:00:00.000Z",
      answeredBy: "cli",
    });
    expect(leadText(answered)).toContain(
      "\nDue       2026-01-02T10:00:00.000Z (business-day)\nAnswered  2026-01-01T12:00:00.000Z by cli\n",
    );
    expect(leadText(lead())).not.toMatch(/^(Due|Answered) /m);
  });

  it("aligns columns, counting emoji as two wide, and clips long cells", () => {
    const table = formatTable(
      ["A", "B"],
      [
        ["😀x", "1"],
        ["long text here", "2"],
      ],
      8,
    );
    expect(table.split("\n")).toEqual([
      "A         B",
      "--------  -",
      "😀x       1",
      "long te…  2",
      "",
    ]);
  });

  it("strips control characters a visitor could use to rewrite the terminal", () => {
    expect(printable("a\x1b[2Jb\u009bc")).toBe("a [2Jb c");
    expect(printable("line1\r\nline2\x07", true)).toBe("line1\nline2 ");
    expect(printable("Eve\u202eexe.pdf\u2066", true)).toBe("Eveexe.pdf");
  });

  it("shows where the visit came from", () => {
    const source = {
      landing: "/web-design-roanoke-va",
      referrer: "news.example.org",
      utm: { utm_source: "newsletter", utm_medium: "email", utm_campaign: "=autumn" },
    };
    expect(leadText(lead({ source }))).toContain(
      "Campaign  utm_source=newsletter utm_medium=email utm_campaign==autumn",
    );
  });
});
