/** What the outbox worker does with a reminder, overdue or weekly-report row. A notice whose lead
 * was answered, moved or deleted since it was queued is not sent: it is marked done, as the held
 * digest does with a lead that has left the Held tab. */
import type { LeadRecords, OutboxEntry } from "../store/store-contract";
import type { NoticeChannels } from "./notice-notify";
import { stillOpen } from "./reminders";
import type { NoticeStore } from "./notice-types";
import type { ReportChannels } from "./weekly-notify";

export interface NoticeDelivery {
  notices?: NoticeChannels;
  reports?: ReportChannels;
}

export type Job = { what: string; about: Record<string, unknown>; send: () => Promise<void> };

/** The job for a notice or report row; undefined for any other row; a string says why it cannot
 * be delivered (then it is marked failed). */
export async function noticeJob(
  entry: OutboxEntry,
  store: Pick<LeadRecords, "getLead"> & Pick<NoticeStore, "weeklyReport">,
  delivery: NoticeDelivery,
): Promise<Job | string | undefined> {
  const channel = entry.channel as keyof NoticeChannels;
  if (entry.reportId !== null) {
    const id = entry.reportId;
    const deliver = delivery.reports?.[channel];
    if (!deliver) return `channel ${entry.channel} is not configured for the weekly report`;
    const report = await store.weeklyReport(id);
    if (!report) return "weekly report no longer exists";
    return { what: "weekly report", about: { report: id }, send: () => deliver({ id, report }) };
  }
  if (entry.notice === null || entry.leadId === null) return undefined;
  const kind = entry.notice;
  const deliver = delivery.notices?.[channel];
  if (!deliver) return `channel ${entry.channel} is not configured for ${kind} notices`;
  const lead = await store.getLead(entry.leadId);
  return {
    what: `${kind} notice`,
    about: { lead: entry.leadId },
    // Answered (or moved, or deleted) since it was queued: nothing left to remind of.
    send: async () => {
      if (lead && stillOpen(lead)) await deliver({ kind, lead });
    },
  };
}
