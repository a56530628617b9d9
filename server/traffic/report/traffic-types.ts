/** What the Traffic page and `leads traffic` read: visits, leads and conversion per landing page,
 * campaign and referrer, field speed per page and device, and bots dropped
 * (server/traffic/report/traffic-report.ts). */

export type Device = "phone" | "desktop";

/** Why a beacon was not counted. */
export type DropReason =
  "bot-agent" | "webdriver" | "no-page-start" | "blocked-ip" | "unknown-page";

/** The counts of one row of a table: a page, a campaign or a referring site. */
export interface TrafficCounts {
  visits: number;
  pageViews: number;
  /** Distinct daily visitors, summed over the days. */
  visitors: number;
  /** Leads that reached the owner: new or handled (released leads are new). */
  leads: number;
  held: number;
  spam: number;
  /** leads ÷ visits, or null with no visits. */
  conversion: number | null;
}

export interface VitalsRow {
  page: string;
  device: Device;
  samples: number;
  /** p75 in ms (LCP, INP) or unitless (CLS); null with fewer than VITALS_MIN_SAMPLES samples. */
  lcpP75: number | null;
  inpP75: number | null;
  clsP75: number | null;
}

export const VITALS_MIN_SAMPLES = 20;
/** Good / poor thresholds (web.dev): good at or under the first, poor over the second. */
export const VITALS_THRESHOLDS = {
  lcp: [2500, 4000],
  inp: [200, 500],
  cls: [0.1, 0.25],
} as const;

export interface TrafficReport {
  days: number;
  /** First and last UTC day of the window, YYYY-MM-DD. */
  from: string;
  to: string;
  /** Every landing page of the site, zeros included, then any other path seen. */
  pages: ({ landingPage: string } & TrafficCounts)[];
  /** False when the raw events of a day not rolled up yet were not all read in time. */
  complete: boolean;
  /** Empty strings where a tag was absent; at most REPORT_ROWS, then "(other)" last. */
  campaigns: ({ source: string; medium: string; campaign: string } & TrafficCounts)[];
  /** "" for visits with no external referrer. */
  referrers: ({ referrer: string } & TrafficCounts)[];
  /** What the "(other)" rows gather (decision 0040). */
  folded: Record<"campaigns" | "referrers", { visits: number; leads: number }>;
  vitals: VitalsRow[];
  dropped: { reason: DropReason; count: number }[];
  /** Visits per UTC day per landing page, every day of the window (zeros included). */
  daily: { page: string; visits: number[] }[];
}

export const TRAFFIC_WINDOWS = [7, 30, 90] as const;

/** What the inbox gets in its load context (`AdminContext.traffic`). */
export interface TrafficReader {
  /** The report of the `days` UTC days up to and including `now`'s day. */
  report(days: number, now?: Date): Promise<TrafficReport>;
}
