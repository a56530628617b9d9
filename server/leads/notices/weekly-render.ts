/** The weekly report as the owner reads it: plain text, simple HTML (no images, no remote
 * anything) and the webhook's JSON, each with links into the inbox. */
import { business } from "../../../content/business";
import { leadLink } from "../outbox/inbox-links";
import { inQuotes } from "../outbox/visitor-text";
import { formatDate, formatMinutes, formatWhen, inboxLinks, zoneLabel } from "./format";
import type { WeekFigure, WeeklyReport } from "./notice-types";

const FORMS: Record<string, string> = {
  contact: "Contact",
  referral: "Referral",
  "website-project": "Website project brief",
};

const pct = (v: number | null) => (v === null ? "n/a" : `${(v * 100).toFixed(1)}%`);
const vs = (f: WeekFigure) => `${f.thisWeek} (week before: ${f.weekBefore})`;

export function weeklySubject(r: WeeklyReport): string {
  const leads = r.leads.thisWeek === 1 ? "1 lead" : `${r.leads.thisWeek} leads`;
  const overdue = r.reply.overdueNow ? `, ${r.reply.overdueNow} overdue now` : "";
  return `${business.brand} week of ${formatDate(r.from)}: ${leads}, ${r.visits.thisWeek} visits${overdue}`;
}

/** The report's sections as heading and lines, shared by the text and the HTML. */
/** A site page by its title and path; any other path as the visitor's link had it, quoted. */
const named = (x: { key: string; title?: string }) =>
  x.title ? `${x.title} (${x.key})` : inQuotes(x.key);

function sections(r: WeeklyReport, siteUrl: string) {
  const links = inboxLinks(siteUrl);
  const zone = zoneLabel(r.timeZone);
  const when = (iso: string) => `${formatWhen(Date.parse(iso), r.timeZone)} ${zone}`;
  // Landing pages and campaign tags are what a visitor's link said: quoted and defanged, so none
  // can pass for the report's own words or become a link.
  const ranked = (rows: WeeklyReport["landingPages"], none: string) =>
    rows.length ? rows.map((x) => ({ text: `${named(x)}: ${vs(x)}` })) : [{ text: none }];
  const s = r.reply;
  const reply = [
    {
      text: `Answered: ${s.answered}, within the promise: ${s.withinPromise}${s.answered ? ` (${pct(s.withinPromise / s.answered)})` : ""}`,
    },
    {
      text:
        s.medianMinutes === null
          ? "Time to answer: no answers this week"
          : `Time to answer: median ${formatMinutes(s.medianMinutes)}, 90th percentile ${formatMinutes(s.p90Minutes ?? s.medianMinutes)}`,
    },
    { text: `Overdue now: ${s.overdueNow}`, link: s.overdueNow ? links.overdue : undefined },
    ...r.overdue.map((o) => ({
      text: `${FORMS[o.form] ?? o.form}, received ${when(o.receivedAt)}, was due ${when(o.dueAt)}`,
      link: leadLink(siteUrl, o.id),
    })),
    { text: "Reply figures", link: links.response },
  ];
  const held = r.held.waiting
    ? `${r.held.waiting} held ${r.held.waiting === 1 ? "lead is" : "leads are"} waiting for review${r.held.oldestAt ? `, the oldest received ${when(r.held.oldestAt)}` : ""}`
    : "No held leads are waiting.";
  const p = r.slowestPage;
  const speed = p
    ? `Slowest page: ${named({ key: p.page, title: p.title })} on ${p.device === "phone" ? "phones" : "desktops"}, p75 LCP ${(p.lcpP75 / 1000).toFixed(1)} s (${p.samples} samples)`
    : "No page had 20 speed samples this week.";
  return [
    {
      heading: "Visits and leads",
      lines: [
        { text: `Visits: ${vs(r.visits)}` },
        { text: `Leads: ${vs(r.leads)}` },
        {
          text: `Conversion: ${pct(r.conversion.thisWeek)} (week before: ${pct(r.conversion.weekBefore)})`,
        },
      ],
    },
    {
      heading: "Landing pages that brought the most leads",
      lines: ranked(r.landingPages, "No lead named its landing page this week."),
    },
    {
      heading: "Campaigns that brought the most leads",
      lines: ranked(r.campaigns, "No lead came from a tagged campaign this week."),
    },
    { heading: "Replies over the last seven days", lines: reply },
    {
      heading: "Held leads",
      lines: [{ text: held, link: r.held.waiting ? links.held : undefined }],
    },
    { heading: "Page speed", lines: [{ text: speed, link: links.traffic }] },
    ...(r.confirmationsCapped?.length
      ? [
          {
            heading: "Confirmations to visitors",
            lines: [
              {
                text: `The site's daily cap stopped visitors' confirmations on ${r.confirmationsCapped.map(formatDate).join(", ")} (UTC days): more posts than a firm's visitors send, so some were likely not from visitors.`,
              },
            ],
          },
        ]
      : []),
  ] as { heading: string; lines: { text: string; link?: string }[] }[];
}

const title = (r: WeeklyReport) =>
  `${business.brand}: the week of ${formatDate(r.from)} to ${formatDate(r.to)} (${zoneLabel(r.timeZone)})`;

const CAPPED = "Some figures were read from a capped number of rows; the inbox has them all.";

export function weeklyText(r: WeeklyReport, siteUrl: string): string {
  const out = [title(r), ""];
  for (const { heading, lines } of sections(r, siteUrl)) {
    out.push(heading);
    // Each link on a line of its own, so a mail program makes it clickable whole.
    for (const l of lines) out.push(`  ${l.text}`, ...(l.link ? [`    ${l.link}`] : []));
    out.push("");
  }
  if (r.capped) out.push(CAPPED, "");
  out.push(`Open the inbox: ${inboxLinks(siteUrl).inbox}`, "");
  return out.join("\n");
}

const escape = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );

export function weeklyHtml(r: WeeklyReport, siteUrl: string): string {
  const body = sections(r, siteUrl)
    .map(
      ({ heading, lines }) =>
        `<h2 style="font-size:16px;margin:20px 0 6px">${escape(heading)}</h2>\n<ul style="margin:0;padding-left:20px">\n${lines
          .map(
            (l) =>
              `<li>${l.link ? `<a href="${escape(l.link)}">${escape(l.text)}</a>` : escape(l.text)}</li>`,
          )
          .join("\n")}\n</ul>`,
    )
    .join("\n");
  return [
    "<!doctype html>",
    '<html lang="en"><head><meta charset="utf-8"><title>',
    escape(title(r)),
    '</title></head><body style="font-family:Arial,Helvetica,sans-serif;color:#1a1a1a;line-height:1.5;max-width:640px">',
    `<h1 style="font-size:20px">${escape(title(r))}</h1>`,
    body,
    r.capped ? `<p>${escape(CAPPED)}</p>` : "",
    `<p><a href="${escape(inboxLinks(siteUrl).inbox)}">Open the inbox</a></p>`,
    "</body></html>",
  ].join("\n");
}

export const weeklyPayload = (id: number, r: WeeklyReport, siteUrl: string) => ({
  type: "weekly-report",
  report: id,
  ...r,
  overdue: r.overdue.map((o) => ({ ...o, link: leadLink(siteUrl, o.id) })),
  links: inboxLinks(siteUrl),
});
