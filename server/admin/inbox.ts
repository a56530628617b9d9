/**
 * The inbox's view of the lead store: the inbox methods both stores implement
 * (server/leads/inbox/types.ts, the inbox contract), plus the tab list.
 */
import type { LeadInbox } from "../leads/inbox/types";
import { LEAD_STATES, type Lead, type LeadState, type LeadStore } from "../leads/types";

export type { InboxFilter as CountsQuery, NotificationStatus } from "../leads/inbox/types";
export const INBOX_TABS = LEAD_STATES;
export type InboxState = LeadState;
export type InboxLead = Lead;
export type Inbox = LeadInbox;

export const inboxOf = (store: LeadStore): Inbox => store as LeadStore & LeadInbox;
