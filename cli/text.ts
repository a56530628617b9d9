/** The plain text the terminal commands print: tables, a lead, the counts. */
import type { Lead, LeadStats } from "../server/leads/store/store-contract";
import { formSpecs } from "../shared/forms/form-specs";
import { labelSpecOf } from "../shared/forms/form-variants";

/** Bidirectional overrides and isolates: they reorder what the terminal shows. */
const BIDI = /[\u202a-\u202e\u2066-\u2069]/g;
// eslint-disable-next-line no-control-regex
const CONTROLS_BUT_LF = /[\x00-\x09\x0b-\x1f\x7f-\x9f]/g;
// eslint-disable-next-line no-control-regex
const CONTROL_RUNS = /[\x00-\x1f\x7f-\x9f]+/g;

/** Drops terminal control sequences a visitor could have typed; keeps line breaks if asked. */
export const printable = (s: string, keepNewlines = false) =>
  keepNewlines
    ? s.replace(/\r\n?/g, "\n").replace(CONTROLS_BUT_LF, " ").replace(BIDI, "")
    : s.replace(CONTROL_RUNS, " ").replace(BIDI, "");

const graphemes = (s: string) => [...new Intl.Segmenter().segment(s)].map((g) => g.segment);
/** Emoji and East Asian wide characters take two terminal columns. */
const WIDE =
  /\p{Extended_Pictographic}|[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\uff00-\uff60]/u;
const width = (s: string) => graphemes(s).reduce((w, g) => w + (WIDE.test(g) ? 2 : 1), 0);

function clip(s: string, max: number) {
  const clean = printable(s);
  if (width(clean) <= max) return clean;
  let out = "";
  for (const g of graphemes(clean)) {
    if (width(out + g) > max - 1) break;
    out += g;
  }
  return `${out}…`;
}

/** A left-aligned text table; cells are made printable and clipped to `maxWidth`. */
export function formatTable(headers: string[], rows: string[][], maxWidth = 40): string {
  const cells = [headers, ...rows].map((r) => r.map((c) => clip(c, maxWidth)));
  const widths = headers.map((_, i) => Math.max(...cells.map((r) => width(r[i] ?? ""))));
  const line = (r: string[]) =>
    r
      .map((c, i) => c + " ".repeat(widths[i]! - width(c)))
      .join("  ")
      .trimEnd();
  return [line(cells[0]!), widths.map((w) => "-".repeat(w)).join("  "), ...cells.slice(1).map(line)]
    .join("\n")
    .concat("\n");
}

const text = (v: string | string[] | undefined) => (Array.isArray(v) ? v.join(", ") : (v ?? ""));
const when = (iso: string) => iso.slice(0, 16).replace("T", " ");
const LABELS = new Map(
  Object.values(formSpecs)
    .flatMap((s) => s.fields)
    .reverse()
    .map((f) => [f.name, f.label]),
);

/** `list`: one line per lead, and a count. */
export function leadsTable(leads: readonly Lead[], spam: boolean) {
  if (leads.length === 0) return spam ? "No spam.\n" : "No leads.\n";
  const rows = leads.map((l) => {
    const f = l.fields;
    return [
      when(l.receivedAt),
      l.form,
      text(f.name ?? f.yourName),
      text(f.email ?? f.yourEmail),
      text(l.form === "referral" ? `Refers ${text(f.referralName)}` : f.message),
      l.id,
    ];
  });
  const table = formatTable(["Received (UTC)", "Form", "Name", "Email", "About", "ID"], rows, 36);
  return `${table}\n${leads.length} ${spam ? "spam" : leads.length === 1 ? "lead" : "leads"}\n`;
}

/** The visit's source, as `show` prints it: only what is known. */
function sourceLines({ source }: Lead): [string, string][] {
  if (!source) return [["Source", "(not sent: no JavaScript, or sent before the page started)"]];
  const utm = Object.entries(source.utm ?? {}).map(([k, v]) => `${k}=${v}`);
  return [
    ["Landing", source.landing ?? "(unknown)"],
    ["Referrer", source.referrer ?? "(none)"],
    ...(utm.length ? [["Campaign", utm.join(" ")] as [string, string]] : []),
  ];
}

/** `show`: the metadata, then every field with its label, line breaks kept. */
export function leadText(lead: Lead) {
  const meta = [
    ["Lead", lead.id],
    ["Form", lead.form],
    ["State", lead.state],
    ["Received", lead.receivedAt],
    ...(lead.dueAt ? [["Due", `${lead.dueAt} (${lead.promise})`]] : []),
    ...(lead.answeredAt ? [["Answered", `${lead.answeredAt} by ${lead.answeredBy ?? "?"}`]] : []),
    ["Page", lead.page ?? "(unknown)"],
    ["Browser", lead.userAgent ?? "(unknown)"],
    ...sourceLines(lead),
  ].map(([k, v]) => `${k!.padEnd(9)} ${printable(v!)}`);
  // The labels of the lead's own variant (shared/forms/form-variants.ts), then any form's.
  const own = new Map(labelSpecOf(lead).fields.map((f) => [f.name, f.label]));
  const fields = Object.entries(lead.fields).map(([name, value]) => {
    const body = printable(text(value), true).replace(/^/gm, "  ");
    return `${printable(own.get(name) ?? LABELS.get(name) ?? name)}\n${body || "  (empty)"}`;
  });
  return `${meta.join("\n")}\n\n${fields.join("\n")}\n`;
}

/** `stats`: leads per form and state, then the outbox. */
export function statsText(s: LeadStats) {
  const rows = s.byFormAndState.map((r) => [r.form, r.state, String(r.count)]);
  const leads = rows.length ? formatTable(["Form", "State", "Leads"], rows) : "No leads.\n";
  const n = s.notifications;
  return `${leads}\nNotifications: ${n.pending} pending, ${n.delivered} delivered, ${n.failed} failed\n`;
}
