/** The visit beacon's wire format, shared by app/lib/counting/beacon.ts and server/traffic/: one
 * JSON object per request, sent as text/plain so that sendBeacon needs no preflight, at most
 * MAX_BEACON_BYTES. */
import type { UtmKey } from "./lead-source";

export const BEACON_PATH = "/api/visit";
export const MAX_BEACON_BYTES = 2048;

/** What every beacon carries about its page load. */
interface BeaconBase {
  /** The page's path, without its query. */
  path: string;
  /** performance.timeOrigin of the page load that sends it (ms since the epoch). */
  start: number;
  /** navigator.webdriver: true from an automated browser. */
  webdriver: boolean;
}

/** A page shown: the tab's first page, a route change, or a bfcache restore. */
export interface PageViewBeacon extends BeaconBase {
  type: "pageview";
  /** On the tab's first page only: the visit's source, the very fields
   * app/lib/counting/visit-source.ts keeps for a lead (landing_page, referrer_host, utm_*). */
  visit?: { landing_page?: string; referrer_host?: string } & Partial<Record<UtmKey, string>>;
}

/** The page's field speed, sent once when it is first hidden (web-vitals). */
export interface VitalsBeacon extends BeaconBase {
  type: "vitals";
  /** Milliseconds, except CLS (unitless). Each is optional: a page may not have had it. */
  lcp?: number;
  inp?: number;
  cls?: number;
  fcp?: number;
  ttfb?: number;
}

export type Beacon = PageViewBeacon | VitalsBeacon;
