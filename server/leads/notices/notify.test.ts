/** The reminder, overdue and weekly-report bodies, by e-mail and by signed webhook, over
 * loopback. */
import { describe, expect, it } from "vitest";
import {
  lead,
  mailTo,
  readMail,
  receiverForSuite,
  SECRET,
  withSmtp,
} from "../../../tests/support/notify-helpers";
import { verifyWebhook } from "../../../tests/support/webhook";
import {
  noticeBody,
  noticeEmailChannel,
  noticeSubject,
  noticeWebhookChannel,
} from "./notice-notify";
import { reportEmailChannel, reportWebhookChannel } from "./weekly-notify";
import { weeklyHtml, weeklyText } from "./weekly-render";
import { sampleReport } from "./sample-report";

const SITE = "https://www.firm.example";
const NY = "America/New_York";
const due = lead({
  form: "contact",
  receivedAt: "2026-03-03T14:00:00.000Z",
  promise: "24h",
  dueAt: "2026-03-04T14:00:00.000Z",
  fields: {
    name: 'Mallory "Admin" <x>\nOpen in the inbox: https://evil.example',
    email: "mallory@example.com",
    service: "consultation",
    message: "Lead id: fake\nsecond line",
  },
});

describe("reminder and overdue notices", () => {
  it("say when it is due, quote the visitor's words and link the lead", () => {
    const body = noticeBody(
      { kind: "reminder", lead: due },
      SITE,
      NY,
      Date.parse("2026-03-04T08:00:00Z"),
    );
    expect(body).toContain("a quarter of its time is left (6 h)");
    expect(body).toContain("The site promised a reply within 24 hours.");
    expect(body).toContain("Due: Wed, Mar 4, 2026, 9:00 AM Eastern Time");
    // The name is one quoted line: its own "Open in the inbox" cannot pass for ours.
    expect(body).toContain(
      'Name:\n> Mallory "Admin" <x> Open in the inbox: hxxps://evil[.]example\n',
    );
    expect(body).toContain("First line of the message:\n> Lead id: fake\n");
    const lines = body.split("\n");
    expect(lines.filter((l) => l.startsWith("Open in the inbox:"))).toEqual([
      `Open in the inbox: ${SITE}/admin/leads/${due.id}`,
    ]);
    expect(lines.filter((l) => l.startsWith("Lead id:"))).toEqual([`Lead id: ${due.id}`]);
    expect(body).not.toContain("second line");
  });

  it("name the kind, the due time and the quoted sender in the subject", () => {
    expect(noticeSubject({ kind: "reminder", lead: due }, NY)).toMatch(
      /^Reply due by Wed, Mar 4, 2026, 9:00 AM: Contact form: .+ from "Mallory \\"Admin\\" <x> Open in/,
    );
    expect(noticeSubject({ kind: "overdue", lead: due }, NY)).toMatch(
      /^Overdue since Wed, Mar 4, 2026, 9:00 AM: /,
    );
    expect(noticeSubject({ kind: "overdue", lead: due }, NY)).not.toMatch(/[\r\n]/);
  });

  it("go by e-mail with the lead and kind in headers", async () => {
    await withSmtp(async (smtp) => {
      const send = noticeEmailChannel({
        ...mailTo(smtp, "owner@lexcore.example", SITE),
        timeZone: NY,
      });
      await send({ kind: "overdue", lead: due });
      const mail = readMail(smtp.messages[0]!);
      expect(mail.header("X-Lead-Id")).toBe(due.id);
      expect(mail.header("X-Lead-Notice")).toBe("overdue");
      expect(mail.body).toContain("A lead has passed its reply time without an answer.");
      expect(mail.body).toContain(`${SITE}/admin/leads/${due.id}`);
    });
  });

  describe("by webhook", () => {
    const receiver = receiverForSuite();

    it("post the type, the lead's id, form, due time and link, signed, and no visitor text", async () => {
      const post = noticeWebhookChannel({ url: receiver().url, secret: SECRET, siteUrl: SITE });
      for (const kind of ["reminder", "overdue"] as const) await post({ kind, lead: due });
      const bodies = receiver()
        .requests.splice(0)
        .map((r) => {
          expect(verifyWebhook(SECRET, r.headers, r.body)).toBe(true);
          return JSON.parse(r.body) as Record<string, unknown>;
        });
      expect(bodies).toEqual(
        ["reminder", "overdue"].map((type) => ({
          type,
          id: due.id,
          form: "contact",
          promise: "24h",
          receivedAt: "2026-03-03T14:00:00.000Z",
          dueAt: "2026-03-04T14:00:00.000Z",
          link: `${SITE}/admin/leads/${due.id}`,
        })),
      );
    });

    it("post the weekly report as JSON with its type and links", async () => {
      await reportWebhookChannel({ url: receiver().url, secret: SECRET, siteUrl: SITE })({
        id: 7,
        report: sampleReport(),
      });
      const [r] = receiver().requests.splice(0);
      expect(verifyWebhook(SECRET, r!.headers, r!.body)).toBe(true);
      const body = JSON.parse(r!.body);
      expect(body).toMatchObject({
        type: "weekly-report",
        report: 7,
        week: "2026-03-09",
        leads: { thisWeek: 9, weekBefore: 6 },
        links: { inbox: `${SITE}/admin`, held: `${SITE}/admin?tab=held` },
      });
      expect(body.overdue[0].link).toBe(`${SITE}/admin/leads/00000000-0000-4000-8000-00000000000a`);
    });
  });
});

describe("weekly report", () => {
  it("reads as plain text with every section and links into the inbox", () => {
    const text = weeklyText(sampleReport(), SITE);
    expect(text).toContain("Lexcore: the week of Mon, Mar 2 to Sun, Mar 8 (Eastern Time)");
    expect(text).toContain("Visits: 412 (week before: 380)");
    expect(text).toContain("Conversion: 2.2% (week before: 1.6%)");
    expect(text).toContain('  "/websites": 4 (week before: 1)');
    expect(text).toContain('  "spring-bar-newsletter": 3 (week before: 0)');
    expect(text).toContain("Answered: 7, within the promise: 6 (85.7%)");
    expect(text).toContain("median 1 h 35 min, 90th percentile 22 h 10 min");
    expect(text).toContain(`${SITE}/admin/leads/00000000-0000-4000-8000-00000000000a`);
    expect(text).toContain(`2 held leads are waiting for review`);
    expect(text).toContain(`Slowest page: "/websites" on phones, p75 LCP 3.1 s (48 samples)`);
    expect(text).toContain(`Overdue now: 1\n    ${SITE}/admin?due=overdue\n`);
    expect(text).toContain(`Open the inbox: ${SITE}/admin`);
  });

  it("names the site's own pages by their titles, and quotes any other path", () => {
    const report = sampleReport();
    report.landingPages = [
      { key: "/about", title: "Who We Are", thisWeek: 2, weekBefore: 1 },
      { key: "/https://evil.example", thisWeek: 1, weekBefore: 0 },
    ];
    report.slowestPage = { ...report.slowestPage!, page: "/about", title: "Who We Are" };
    const text = weeklyText(report, SITE);
    expect(text).toContain("  Who We Are (/about): 2 (week before: 1)");
    expect(text).toContain('  "/hxxps://evil[.]example": 1 (week before: 0)');
    expect(text).toContain("Slowest page: Who We Are (/about) on phones");
  });

  it("tells the owner on which days the site's cap stopped visitors' confirmations", () => {
    const capped = sampleReport({ confirmationsCapped: ["2026-03-04"] });
    const line = "The site's daily cap stopped visitors' confirmations on Wed, Mar 4 (UTC days)";
    expect(weeklyText(capped, SITE)).toContain(`Confirmations to visitors\n  ${line}`);
    expect(weeklyHtml(capped, SITE)).toContain(line.replaceAll("'", "&#39;"));
    expect(weeklyText(sampleReport(), SITE)).not.toContain("Confirmations to visitors");
  });

  it("says so when a section is empty", () => {
    const text = weeklyText(
      sampleReport({
        landingPages: [],
        campaigns: [],
        overdue: [],
        reply: {
          answered: 0,
          withinPromise: 0,
          medianMinutes: null,
          p90Minutes: null,
          overdueNow: 0,
        },
        held: { waiting: 0, oldestAt: null },
        slowestPage: null,
      }),
      SITE,
    );
    expect(text).toContain("No lead named its landing page this week.");
    expect(text).toContain("No lead came from a tagged campaign this week.");
    expect(text).toContain("Time to answer: no answers this week");
    expect(text).toContain("No held leads are waiting.");
    expect(text).toContain("No page had 20 speed samples this week.");
  });

  it("is simple HTML: escaped, no images, nothing remote but links", () => {
    const html = weeklyHtml(
      sampleReport({
        campaigns: [{ key: '<img src="https://x.example/t.gif">', thisWeek: 1, weekBefore: 0 }],
      }),
      SITE,
    );
    expect(html).not.toMatch(/<img|<script|<link|url\(|src="/i);
    expect(html).toContain("&lt;img src=");
    expect(html).toContain(`<a href="${SITE}/admin?tab=held">`);
    const hrefs = [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!);
    expect(hrefs.every((h) => h.startsWith(`${SITE}/admin`))).toBe(true);
  });

  it("goes by e-mail as text with an HTML part", async () => {
    await withSmtp(async (smtp) => {
      await reportEmailChannel(mailTo(smtp, "owner@lexcore.example", SITE))({
        id: 3,
        report: sampleReport(),
      });
      const raw = smtp.messages[0]!;
      expect(readMail(raw).header("Subject")).toBe(
        "Lexcore week of Mon, Mar 2: 9 leads, 412 visits, 1 overdue now",
      );
      expect(readMail(raw).header("X-Weekly-Report")).toBe("3");
      expect(raw).toMatch(/Content-Type: text\/plain/);
      expect(raw).toMatch(/Content-Type: text\/html/);
    });
  });
});
