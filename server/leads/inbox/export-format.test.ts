import { describe, expect, it } from "vitest";
import type { Lead } from "../store/store-contract";
import { parseCsv, restoreCell } from "../../../tests/support/data/csv";
import { samples, storedSample } from "../../../tests/support/data/lead-samples";
import {
  LIST_SEPARATOR,
  fieldColumns,
  csvText,
  formatExport,
  neutraliseCell,
  toCsv,
  toJson,
} from "./export-format";

const lead = storedSample;

const leads: Lead[] = [
  lead({}),
  lead({ id: "id-2", form: "referral", fields: samples.referral, page: null, userAgent: null }),
  lead({
    id: "id-3",
    form: "website-project",
    fields: {
      ...samples.websiteProject,
      name: '=HYPERLINK("http://evil.example","x")',
      company: "@SUM(1)",
    },
  }),
  lead({
    id: "id-4",
    state: "spam",
    score: 12,
    reasons: ["honeypot", "no-referer"],
    note: "=not a formula; checked",
    fields: {
      id: "-1",
      zzz: "\tTab",
      aaa: "x;=1+1",
      bbb: "a|=cmd|' /C calc'!A0",
      ccc: "tab\t=2+2",
      ddd: "NUL\u0000ESC\u001bVT\u000bCR\rCRLF\r\nend",
      "=cmd": "'quoted",
      score: "99",
    },
  }),
];

describe("CSV", () => {
  it.each(["=1+1", "+1 304", "-2", "@SUM(A1)", "\tx", "\rx", "'=already", "'plain"])(
    "neutralises %j so a spreadsheet shows it as text, reversibly",
    (value) => {
      expect(neutraliseCell(value)).toBe(`'${value}`);
      expect(restoreCell(neutraliseCell(value))).toBe(value);
    },
  );

  it("leaves ordinary text alone", () => {
    for (const value of ["Zoë", "a=b", "", "1-2", " =x"]) expect(neutraliseCell(value)).toBe(value);
  });

  it("writes RFC 4180: CRLF rows, quoted cells with doubled quotes", () => {
    const csv = toCsv([lead({ fields: { message: 'say "hi",\nbye' } })]);
    expect(csv.endsWith("\r\n")).toBe(true);
    expect(csv).toContain(',"say ""hi"",\nbye"\r\n');
    expect(csv).toContain(',"UA, with comma",');
  });

  it("puts the forms' fields in form order, others after, never clashing with metadata", () => {
    expect(fieldColumns(leads).slice(0, 3)).toEqual(["name", "email", "phone"]);
    const header = parseCsv(toCsv(leads))[0]!;
    expect(header.slice(0, 6)).toEqual(["id", "form", "state", "receivedAt", "page", "userAgent"]);
    expect(header.slice(-8)).toEqual([
      "'=cmd",
      "aaa",
      "bbb",
      "ccc",
      "ddd",
      "field:id",
      "field:score",
      "zzz",
    ]);
  });

  it("carries a contact lead's variant as the first field column, in CSV and JSON", () => {
    const withVariant = [
      lead({ fields: { ...samples.contactDialog, "form-variant": "dialog" } }),
      ...leads,
    ];
    expect(fieldColumns(withVariant).slice(0, 2)).toEqual(["form-variant", "name"]);
    const [header, first, second] = parseCsv(toCsv(withVariant));
    expect(first![header!.indexOf("form-variant")]).toBe("dialog");
    // A lead without one (the other forms, older contact leads) has the cell empty.
    expect(second![header!.indexOf("form-variant")]).toBe("");
    expect(JSON.parse(toJson(withVariant))[0].fields["form-variant"]).toBe("dialog");
  });

  it("carries the state, the spam score and reasons, and the note after the metadata", () => {
    const header = parseCsv(toCsv(leads))[0]!;
    expect(header.slice(0, 13).join(" ")).toBe(
      "id form state receivedAt page userAgent score reasons note promise dueAt answeredAt answeredBy",
    );
    const spam = parseCsv(toCsv(leads))[4]!;
    expect(spam.slice(2, 3)).toEqual(["spam"]);
    // The note is text a person typed: neutralised like any field.
    expect(spam.slice(6, 9)).toEqual(["12", "honeypot; no-referer", "'=not a formula; checked"]);
  });

  it("carries where the visit came from, after the reply columns, in CSV and JSON", () => {
    const source = {
      landing: "/web-design-roanoke-va",
      referrer: "news.example.org",
      utm: { utm_source: "newsletter", utm_medium: "email", utm_campaign: "=autumn" },
    };
    const [header, row] = parseCsv(toCsv([lead({ source })]));
    expect(header!.slice(13, 20)).toEqual([
      "landing_page",
      "referrer_host",
      "utm_source",
      "utm_medium",
      "utm_campaign",
      "utm_term",
      "utm_content",
    ]);
    // A tag is text from a link anyone can write: neutralised like any field.
    expect(row!.slice(13, 20)).toEqual([
      "/web-design-roanoke-va",
      "news.example.org",
      "newsletter",
      "email",
      "'=autumn",
      "",
      "",
    ]);
    expect(JSON.parse(toJson([lead({ source })]))[0].source).toEqual(source);
  });

  it("gives the CLI and the inbox one export: formatExport is toCsv or toJson", () => {
    expect(formatExport(leads, "csv")).toBe(toCsv(leads));
    expect(formatExport(leads, "json")).toBe(toJson(leads));
  });

  it("round-trips every cell, formula-looking ones included", () => {
    const [header, ...rows] = parseCsv(toCsv(leads)).map((r) => r.map(restoreCell));
    expect(rows).toHaveLength(leads.length);
    rows.forEach((row, i) => {
      const original = leads[i]!;
      const cell = (name: string) => row[header!.indexOf(name)];
      expect(cell("id")).toBe(original.id);
      expect(cell("receivedAt")).toBe(original.receivedAt);
      expect(cell("page")).toBe(original.page ?? "");
      expect(cell("state")).toBe(original.state);
      expect(cell("score")).toBe(String(original.score));
      expect(cell("reasons")).toBe(original.reasons.join(LIST_SEPARATOR));
      expect(cell("note")).toBe(original.note ?? "");
      for (const [key, value] of Object.entries(original.fields)) {
        const column = ["id", "form", "state", "score"].includes(key) ? `field:${key}` : key;
        const expected = csvText(Array.isArray(value) ? value.join(LIST_SEPARATOR) : value);
        expect(cell(column), key).toBe(expected);
      }
    });
  });

  it.each([",", ";", "\t", "|"])(
    "never lets a formula through, whichever separator (%j) the spreadsheet splits on",
    (separator) => {
      for (const row of parseCsv(toCsv(leads), separator)) {
        for (const cell of row) expect(cell.trimStart()).not.toMatch(/^[=+\-@]/);
      }
    },
  );

  it("drops control characters other than tab and line feed", () => {
    const csv = toCsv(leads);
    // eslint-disable-next-line no-control-regex
    expect(csv.replaceAll("\r\n", "")).not.toMatch(/[\x00-\x08\x0b-\x1f\x7f-\x9f]/);
    expect(csv).toContain('"NULESCVTCRCRLF\nend"');
  });

  it("reads LF rows, a last row without a line break, and refuses an open quote", () => {
    expect(parseCsv('a,b\n"x\r\ny",\n1,2')).toEqual([
      ["a", "b"],
      ["x\r\ny", ""],
      ["1", "2"],
    ]);
    expect(parseCsv("")).toEqual([]);
    expect(() => parseCsv('a,"b')).toThrow();
  });
});

describe("JSON", () => {
  it("round-trips exactly", () => {
    expect(JSON.parse(toJson(leads))).toEqual(leads);
    expect(JSON.parse(toJson([]))).toEqual([]);
  });
});
