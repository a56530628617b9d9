/** A weekly report with every section filled, for the rendering tests and the docs' example. */
import type { WeeklyReport } from "../../../server/leads/notices/notice-types";

export const sampleReport = (over: Partial<WeeklyReport> = {}): WeeklyReport => ({
  week: "2026-03-09",
  from: "2026-03-02",
  to: "2026-03-08",
  timeZone: "America/New_York",
  generatedAt: "2026-03-09T12:00:00.000Z",
  visits: { thisWeek: 412, weekBefore: 380 },
  leads: { thisWeek: 9, weekBefore: 6 },
  conversion: { thisWeek: 9 / 412, weekBefore: 6 / 380 },
  landingPages: [
    { key: "/websites", thisWeek: 4, weekBefore: 1 },
    { key: "/", thisWeek: 3, weekBefore: 3 },
    { key: "/services", thisWeek: 2, weekBefore: 2 },
  ],
  campaigns: [{ key: "spring-bar-newsletter", thisWeek: 3, weekBefore: 0 }],
  reply: { answered: 7, withinPromise: 6, medianMinutes: 95, p90Minutes: 1330, overdueNow: 1 },
  overdue: [
    {
      id: "00000000-0000-4000-8000-00000000000a",
      form: "contact",
      receivedAt: "2026-03-06T20:15:00.000Z",
      dueAt: "2026-03-07T20:15:00.000Z",
    },
  ],
  held: { waiting: 2, oldestAt: "2026-03-05T14:02:00.000Z" },
  slowestPage: { page: "/websites", device: "phone", lcpP75: 3120, samples: 48 },
  capped: false,
  ...over,
});
