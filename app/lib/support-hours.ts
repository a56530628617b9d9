import { business, type OpeningHours, type Weekday } from "../../content/business";

export interface SupportStatus {
  online: boolean;
  /** "Open until 6:00 PM", "Opens at 9:00 AM", "Opens tomorrow at 9:00 AM", "Opens Monday at 9:00 AM". */
  message: string;
  /** Current time in the business's zone, e.g. "4:05 PM". */
  clock: string;
}

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

interface ZonedTime {
  day: Weekday;
  minutes: number;
}

const partsFormatters = new Map<string, Intl.DateTimeFormat>();

/** Weekday and minutes after midnight of an instant, in a time zone (DST included). */
export function zonedTime(instant: Date, timeZone: string): ZonedTime {
  let fmt = partsFormatters.get(timeZone);
  if (!fmt) {
    fmt = new Intl.DateTimeFormat("en-US", {
      timeZone,
      weekday: "short",
      hour: "numeric",
      minute: "numeric",
      hourCycle: "h23",
    });
    partsFormatters.set(timeZone, fmt);
  }
  const parts = Object.fromEntries(fmt.formatToParts(instant).map((p) => [p.type, p.value]));
  const day = WEEKDAYS.indexOf(parts.weekday ?? "") as Weekday;
  return { day, minutes: Number(parts.hour) * 60 + Number(parts.minute) };
}

/** "9:00 AM" for 540. */
export function formatMinutes(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const suffix = h < 12 ? "AM" : "PM";
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return `${h12}:${String(m).padStart(2, "0")} ${suffix}`;
}

const hoursFor = (day: Weekday, hours: readonly OpeningHours[]) =>
  hours.find((h) => h.days.includes(day));

/**
 * Online or offline at an instant, with the message the footer widget shows.
 * The wording follows SPEC section 4: after closing on Friday or Saturday, and
 * all Sunday, the next opening announced is Monday's.
 */
export function supportStatus(
  instant: Date,
  hours: readonly OpeningHours[] = business.hours,
  timeZone: string = business.timeZone,
): SupportStatus {
  const { day, minutes } = zonedTime(instant, timeZone);
  const clock = formatMinutes(minutes);
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

/** Business hours as lines for visitors: "Monday – Friday: 9:00 AM – 6:00 PM". */
export function hoursLines(hours: readonly OpeningHours[] = business.hours) {
  return [
    ...hours.map((h) => ({
      label: h.label,
      value: `${formatMinutes(h.opens)} – ${formatMinutes(h.closes)}`,
    })),
    { label: business.closedLabel, value: "Closed" },
  ];
}
