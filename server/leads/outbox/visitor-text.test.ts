/**
 * No visitor-written text becomes a link in the owner's mail: URLs and host names are defanged
 * in the lead notice, the held digest, the reminders and the weekly report (plain and HTML), and
 * every visitor value is set apart as quoted text.
 */
import { describe, expect, it } from "vitest";
import { storedSample } from "../../../tests/support/lead-samples";
import { noticeBody, noticeSubject } from "../notices/notice-notify";
import { sampleReport } from "../notices/sample-report";
import { weeklyHtml, weeklyText } from "../notices/weekly-render";
import { digestBody } from "./digest-notify";
import { bodyFor, subjectFor } from "./notify";
import { defang, inQuotes, quotedLines } from "./visitor-text";

const TAG = "Passkey expired - sign in again at https://evil.example/admin";
const SAFE = "hxxps://evil[.]example/admin";
/** What a mail program would make a link of: a scheme, or a dotted host name. */
const LIVE = /https?:\/\/(?!127\.0\.0\.1:4421\/)|evil\.example|www\.evil/i;
const SITE = "http://127.0.0.1:4421";

describe("defang", () => {
  it("breaks schemes and host names, and leaves ordinary words alone", () => {
    expect(defang(TAG)).toBe(`Passkey expired - sign in again at ${SAFE}`);
    expect(defang("HTTP://www.evil.co.uk/x")).toBe("HxxP://www[.]evil[.]co[.]uk/x");
    expect(defang("see 10.0.0.1 or evil。example")).toBe("see 10[.]0[.]0[.]1 or evil[.]example");
    expect(defang("javascript:alert(1)")).toBe("javascript[:]alert(1)");
    expect(defang("e.g. 3.5 hours, Mr. Smith")).toBe("e.g. 3.5 hours, Mr. Smith");
    expect(defang(defang(TAG))).toBe(defang(TAG));
  });

  it("quotes: '> ' before each line, or one line in double quotes", () => {
    expect(quotedLines("a\nb.example")).toBe("> a\n> b[.]example");
    expect(inQuotes('say "hi" at x.example')).toBe('"say \\"hi\\" at x[.]example"');
  });
});

describe("the owner's mail", () => {
  const lead = storedSample({
    id: "00000000-0000-4000-8000-000000000001",
    state: "held",
    fields: {
      name: `Admin ${TAG}`,
      email: "zoe@example.com",
      phone: "+1 304 555 0100",
      service: "consultation",
      howDidYouHear: "bar-association",
      message: `Visit www.evil.example now\n${TAG}`,
    },
    source: {
      landing: "/x?next=https://evil.example",
      referrer: "evil.example",
      utm: { utm_campaign: TAG },
    },
    dueAt: "2026-03-04T14:00:00.000Z",
    promise: "24h",
  });

  it("the lead notice: subject and body", () => {
    const body = bodyFor(lead, SITE);
    expect(subjectFor(lead)).toBe(
      `New contact message from "Admin Passkey expired - sign in again at ${SAFE}"`,
    );
    expect(body).not.toMatch(LIVE);
    expect(body).toContain(`> Visit www[.]evil[.]example now\n> Passkey expired`);
    expect(body).toContain(`First page of the visit: "/x?next=hxxps://evil[.]example"`);
    expect(body).toContain(`Referred by: "evil[.]example"`);
  });

  it("the held digest", () => {
    const body = digestBody({ id: 1, leads: [lead] }, SITE);
    expect(body).not.toMatch(LIVE);
    expect(body).toContain(`   Name: > Admin Passkey expired - sign in again at ${SAFE}\n`);
    expect(body).toContain(`   First line: > Visit www[.]evil[.]example now\n`);
  });

  it("the reminder and overdue notices", () => {
    const notice = { kind: "reminder" as const, lead: { ...lead, state: "new" as const } };
    const body = noticeBody(notice, SITE, "America/New_York", Date.parse("2026-03-04T08:00:00Z"));
    expect(body).not.toMatch(LIVE);
    expect(noticeSubject(notice, "America/New_York")).not.toMatch(LIVE);
    expect(body).toContain(`Name:\n> Admin Passkey expired - sign in again at ${SAFE}\n`);
  });

  it("the weekly report, in plain text and in HTML", () => {
    const report = sampleReport({
      campaigns: [{ key: TAG, thisWeek: 2, weekBefore: 0 }],
      landingPages: [{ key: "/go?to=evil.example", thisWeek: 1, weekBefore: 0 }],
    });
    const text = weeklyText(report, SITE);
    const html = weeklyHtml(report, SITE);
    for (const part of [text, html]) {
      expect(part).not.toMatch(LIVE);
      expect(part).toContain(SAFE);
    }
    expect(text).toContain(`  "${defang(TAG)}": 2 (week before: 0)`);
    expect(text).toContain(`  "/go?to=evil[.]example": 1 (week before: 0)`);
    // The HTML's only links are the inbox's own.
    for (const href of html.matchAll(/href="([^"]*)"/g)) expect(href[1]).toMatch(/^http:\/\/127/);
  });
});
