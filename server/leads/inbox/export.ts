/** The inbox's export of the current filter (`/admin/export`): every matching lead, newest
 * first, in the CLI's formats (./export-format.ts). */
import { EXPORT_TYPES, formatExport, type ExportFormat } from "./export-format";
import { PAGE_MAX, type InboxQuery, type LeadInbox } from "./inbox-types";
import type { Lead } from "../store/store-contract";

export async function inboxExport(
  inbox: Pick<LeadInbox, "inboxPage">,
  query: Omit<InboxQuery, "before" | "limit">,
  format: ExportFormat,
  pageLimit = PAGE_MAX,
): Promise<{ body: string; count: number; contentType: string }> {
  const leads: Lead[] = [];
  let before: string | undefined;
  do {
    const page = await inbox.inboxPage({ ...query, before, limit: pageLimit });
    leads.push(...page.leads);
    before = page.next ?? undefined;
  } while (before);
  return {
    body: formatExport(leads, format),
    count: leads.length,
    contentType: EXPORT_TYPES[format],
  };
}
