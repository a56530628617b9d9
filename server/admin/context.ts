/** What the inbox's loaders and actions get from the server (React Router's load context). */
import type { FastifyBaseLogger } from "fastify";
import type { AuthService } from "../auth/service";
import type { LeadInbox } from "../leads/inbox/inbox-types";
import type { Channel, LeadStore } from "../leads/types";
import type { TrafficReader } from "../traffic/traffic-types";
import type { SiteEditor } from "../site/site-types";

export interface AdminContext {
  auth: AuthService;
  leads: LeadStore;
  inbox: LeadInbox;
  /** Visits, conversion and field speed (the Traffic page). */
  traffic: TrafficReader;
  /** The owner's channels, queued when a held lead is released. */
  channels: readonly Channel[];
  /** The site editor (the Site pages). */
  site: SiteEditor;
  /** AUTOREPLY=on: a released lead's visitor gets the confirmation (releaseLead). */
  autoreply: boolean;
  /** Wakes the outbox worker. */
  kick: () => void;
  /** The client, as the failed-sign-in limit counts it (server/admin/client-key.ts). */
  address: string;
  /** The request's logger (the server's log, with its redactions). */
  log: Pick<FastifyBaseLogger, "warn" | "error">;
  /** This response's CSP nonce. */
  nonce: string;
  /** SITE_URL's origin: WebAuthn's expected origin and the invite links'. */
  siteUrl: string;
  /** WebAuthn relying-party id: SITE_URL's host name. */
  rpId: string;
}
