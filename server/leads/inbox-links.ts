/** The inbox addresses owner notices link to (INBOX-CONTRACT.md, "URLs"). */
export const leadLink = (siteUrl: string, id: string) =>
  `${siteUrl}/admin/leads/${encodeURIComponent(id)}`;
export const heldTabLink = (siteUrl: string) => `${siteUrl}/admin?tab=held`;
