/** `leads review` and `leads stats`' state totals: the held queue with the reasons each lead was
 * held. */
import { describeSignal } from "../server/leads/intake/signals";
import { LEAD_STATES, type Lead, type LeadStats } from "../server/leads/store/store-contract";
import { printable } from "./text";

const text = (v: string | string[] | undefined) => (Array.isArray(v) ? v.join(", ") : (v ?? ""));

/** Held leads, oldest first: who, what about, the score and why; then how to act on one. */
export function reviewText(leads: readonly Lead[]): string {
  if (leads.length === 0) return "No held leads to review.\n";
  const blocks = leads.map((l) => {
    const f = l.fields;
    const about = l.form === "referral" ? `Refers ${text(f.referralName)}` : text(f.message);
    return [
      `${l.id}  ${l.receivedAt.slice(0, 16).replace("T", " ")} UTC  ${l.form}  score ${l.score}`,
      `  From:   ${printable(text(f.name ?? f.yourName))} <${printable(text(f.email ?? f.yourEmail))}>`,
      `  About:  ${printable(about).slice(0, 160)}`,
      ...l.reasons.map((r) => `  Reason: ${r} (${describeSignal(r)})`),
    ].join("\n");
  });
  return `${blocks.join("\n\n")}\n\n${leads.length} held. Release one with \`npm run leads -- release ID\` (it is notified then), or mark it with \`npm run leads -- spam ID\`.\n`;
}

/** One line: how many leads are in each state. */
export function stateTotals(stats: LeadStats): string {
  const totals = LEAD_STATES.map((state) => {
    const n = stats.byFormAndState
      .filter((r) => r.state === state)
      .reduce((sum, r) => sum + Number(r.count), 0);
    return `${n} ${state}`;
  });
  return `States: ${totals.join(", ")}\n`;
}

/** Score and reasons, for `show`. */
export function screeningText(lead: Lead): string {
  const reasons = lead.reasons.length ? lead.reasons.join(", ") : "none";
  return `Score     ${lead.score} (${printable(reasons)})\n`;
}
