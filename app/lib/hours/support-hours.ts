import { business, type OpeningHours, type Weekday } from "../../../content/business";
import { formatMinutes } from "./hours-lines";

// The footer widget loads this module once the page has started (it draws
// nothing before then); the contact page's list of hours needs only ./hours-lines.
export { formatMinutes, hoursLines } from "./hours-lines";

export interface SupportStatus {
  online: boolean;
  /** "Open until 6:00 PM", "Opens at 9:00 AM", "Opens tomorrow at 9:00 AM", "Opens Monday at 9:00
   * AM". */
  message: string;
  /** Current time in the business's zone, e.g. "4:05 PM". */
  clock: string;
}

interface ZonedTime {
  day: Weekday;
  minutes: number;
}

/** A zone that keeps the US daylight-saving rule, given by its standard UTC offset. */
export interface UsTimeZone {
  /** The IANA name, for people and for the test that checks the rule against it. */
  id: string;
  standardOffsetMinutes: number;
}

const MINUTE = 60_000;

/** Day of the month of a month's nth Sunday (month 0 = January). */
function nthSunday(year: number, month: number, n: number): number {
  const firstWeekday = new Date(Date.UTC(year, month, 1)).getUTCDay();
  return 1 + ((7 - firstWeekday) % 7) + 7 * (n - 1);
}

/** A US zone's UTC offset under the rule in force since 2007, as arithmetic: the first Intl
 * formatter costs a 15-30 ms task (docs/decisions/0006). support-hours.test.ts checks it
 * against Intl to 2040. */
export function utcOffsetMinutes(instant: Date, zone: UsTimeZone): number {
  const standard = zone.standardOffsetMinutes;
  const year = instant.getUTCFullYear();
  const starts = Date.UTC(year, 2, nthSunday(year, 2, 2), 2) - standard * MINUTE;
  const ends = Date.UTC(year, 10, nthSunday(year, 10, 1), 2) - (standard + 60) * MINUTE;
  const t = instant.getTime();
  return t >= starts && t < ends ? standard + 60 : standard;
}

/** Weekday and minutes after midnight of an instant, in a zone (summer time included). */
export function zonedTime(instant: Date, zone: UsTimeZone): ZonedTime {
  const local = new Date(instant.getTime() + utcOffsetMinutes(instant, zone) * MINUTE);
  return {
    day: local.getUTCDay() as Weekday,
    minutes: local.getUTCHours() * 60 + local.getUTCMinutes(),
  };
}

const hoursFor = (day: Weekday, hours: readonly OpeningHours[]) =>
  hours.find((h) => h.days.includes(day));

/** Online or offline at an instant, with the footer widget's message (docs/spec.md §4): after
 * Friday's or Saturday's close, and all Sunday, the next opening announced is Monday's. */
export function supportStatus(
  instant: Date,
  hours: readonly OpeningHours[] = business.hours,
  timeZone: UsTimeZone = business.timeZone,
  holidays: readonly { date: string; name: string }[] = business.holidays,
): SupportStatus {
  const { day, minutes } = zonedTime(instant, timeZone);
  const clock = formatMinutes(minutes);
  // A holiday or closure the owner listed has no support hours (server/leads/reply/ skips it too).
  const localDate = new Date(instant.getTime() + utcOffsetMinutes(instant, timeZone) * MINUTE)
    .toISOString()
    .slice(0, 10);
  const closure = holidays.find((h) => h.date === localDate);
  if (closure) return { online: false, message: `Closed today: ${closure.name}`, clock };
  const today = hoursFor(day, hours);
  const monday = hoursFor(1, hours);
  const mondayOpens = `Opens Monday at ${formatMinutes(monday?.opens ?? 0)}`;

  if (!today) return { online: false, message: mondayOpens, clock };
  if (minutes < today.opens) {
    return { online: false, message: `Opens at ${formatMinutes(today.opens)}`, clock };
  }
  if (minutes < today.closes) {
    return { online: true, message: `Open until ${formatMinutes(today.closes)}`, clock };
  }
  const tomorrow = hoursFor(((day + 1) % 7) as Weekday, hours);
  if (day >= 1 && day <= 4 && tomorrow) {
    return { online: false, message: `Opens tomorrow at ${formatMinutes(tomorrow.opens)}`, clock };
  }
  return { online: false, message: mondayOpens, clock };
}
