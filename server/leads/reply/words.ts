/** Reply times in words, for the inbox, the `leads` command, the reminders and the weekly report:
 * "due in 3 h", "due tomorrow 09:00", "overdue by 2 h", "1 h 20 min". Never colour alone: the
 * words carry the state. */
import { business } from "../../../content/business";
import { wallClock } from "../../../shared/zoned-date";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** A span of minutes: "45 min", "3 h 20 min", "2 days 4 h". */
export function minutesInWords(minutes: number): string {
  const m = Math.max(0, Math.round(minutes));
  if (m < 60) return `${m} min`;
  if (m < 48 * 60) {
    const rest = m % 60;
    return `${Math.floor(m / 60)} h${rest ? ` ${rest} min` : ""}`;
  }
  const hours = Math.floor((m % (24 * 60)) / 60);
  return `${Math.floor(m / (24 * 60))} days${hours ? ` ${hours} h` : ""}`;
}

/** How far past due, coarsely: "12 min", "5 h", "3 days". */
function lateBy(ms: number): string {
  if (ms < HOUR) return `${Math.max(1, Math.floor(ms / MINUTE))} min`;
  if (ms < 48 * HOUR) return `${Math.floor(ms / HOUR)} h`;
  return `${Math.floor(ms / DAY)} days`;
}

const pad = (n: number) => String(n).padStart(2, "0");

export interface DueWords {
  text: string;
  overdue: boolean;
}

/** When a reply is due, from `now`, in the business's zone: within 6 hours as a span ("due in
 * 3 h"), later as a day and 24-hour time ("due tomorrow 09:00", "due Mon 09:00"). */
export function dueInWords(
  dueAt: string | number,
  now: number,
  timeZone: string = business.timeZone.id,
): DueWords {
  const due = typeof dueAt === "number" ? dueAt : Date.parse(dueAt);
  const left = due - now;
  if (left <= 0) return { text: `overdue by ${lateBy(-left)}`, overdue: true };
  if (left < HOUR)
    return { text: `due in ${Math.max(1, Math.floor(left / MINUTE))} min`, overdue: false };
  if (left < 6 * HOUR) return { text: `due in ${Math.floor(left / HOUR)} h`, overdue: false };
  const wall = wallClock(due, timeZone);
  const days = Math.floor(wall / DAY) - Math.floor(wallClock(now, timeZone) / DAY);
  const d = new Date(wall);
  const time = `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
  const day =
    days === 0
      ? "today"
      : days === 1
        ? "tomorrow"
        : days < 7
          ? WEEKDAYS[d.getUTCDay()]!
          : `${MONTHS[d.getUTCMonth()]!} ${d.getUTCDate()}`;
  return { text: `due ${day} ${time}`, overdue: false };
}
