import { business, type OpeningHours, type Weekday } from "../../../content/business";
import { dayOf, usUtcOffsetMinutes, usWeekdayAndMinutes } from "../../../shared/zoned-date";
import type { UsTimeZone } from "../../../shared/zoned-date";
import { clockTime } from "./hours-lines";

// The footer widget loads this module once the page has started (it draws
// nothing before then); the contact page's list of hours needs only ./hours-lines.
export { clockTime, hoursLines } from "./hours-lines";

export interface SupportStatus {
  online: boolean;
  /** "Open until 6:00 PM", "Opens at 9:00 AM", "Opens tomorrow at 9:00 AM", "Opens Monday at 9:00
   * AM". */
  message: string;
  /** Current time in the business's zone, e.g. "4:05 PM". */
  clock: string;
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
  const { weekday, minutes } = usWeekdayAndMinutes(instant, timeZone);
  const day = weekday as Weekday;
  const clock = clockTime(minutes);
  // A holiday or closure the owner listed has no support hours (server/leads/reply/ skips it too).
  const localDate = dayOf(instant.getTime() + usUtcOffsetMinutes(instant, timeZone) * 60_000);
  const closure = holidays.find((h) => h.date === localDate);
  if (closure) return { online: false, message: `Closed today: ${closure.name}`, clock };
  const today = hoursFor(day, hours);
  const monday = hoursFor(1, hours);
  const mondayOpens = `Opens Monday at ${clockTime(monday?.opens ?? 0)}`;

  if (!today) return { online: false, message: mondayOpens, clock };
  if (minutes < today.opens) {
    return { online: false, message: `Opens at ${clockTime(today.opens)}`, clock };
  }
  if (minutes < today.closes) {
    return { online: true, message: `Open until ${clockTime(today.closes)}`, clock };
  }
  const tomorrow = hoursFor(((day + 1) % 7) as Weekday, hours);
  if (day >= 1 && day <= 4 && tomorrow) {
    return { online: false, message: `Opens tomorrow at ${clockTime(tomorrow.opens)}`, clock };
  }
  return { online: false, message: mondayOpens, clock };
}
