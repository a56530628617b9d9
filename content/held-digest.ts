/** The words of the held-lead digest (server/leads/outbox/digest-notify.ts) the owner receives. */
export const heldDigest = {
  subject: (count: number) =>
    count === 1
      ? "1 held lead is waiting in the inbox"
      : `${count} held leads are waiting in the inbox`,
  intro:
    "These messages were held as possible spam, so no notice went out when they arrived. Some may be from real people: open the Held tab to release them or mark them as spam.",
  forms: {
    contact: "Contact form",
    referral: "Referral",
    "website-project": "Website project brief",
  },
  referralOf: (name: string) => `Referral of ${name}`,
  name: "Name",
  email: "Email",
  received: "Received",
  firstLine: "First line",
  heldBecause: "Held because:",
  open: "Open",
  noName: "(no name given)",
  noEmail: "no email given",
  noMessage: "(no message)",
  timeZoneLabel: "ET",
} as const;
