/** The inbox addresses owner notices link to; the inbox's routes (admin/app/routes.ts) answer
 * them. */
export const leadLink = (siteUrl: string, id: string) =>
  `${siteUrl}/admin/leads/${encodeURIComponent(id)}`;
export const heldTabLink = (siteUrl: string) => `${siteUrl}/admin?tab=held`;
