/** The business facts' months, weekdays and phone form, without zod: the browser's scripts read
 * the facts through content/business.ts and carry no schema. */
export const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

export const monthNumber = (month: (typeof MONTHS)[number]) =>
  String(MONTHS.indexOf(month) + 1).padStart(2, "0");

export const WEEKDAYS = [
  "Sunday",
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
] as const;

/** A US number's E.164 form, for tel: links and structured data:
 * "(540) 555-0123" → "+15405550123". */
export const e164 = (display: string) => `+1${display.replace(/\D/g, "")}`;
