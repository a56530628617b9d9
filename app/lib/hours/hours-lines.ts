import { business, type OpeningHours } from "../../../content/business";

/** The clock time `minutes` after midnight, in 12-hour form: "9:00 AM" for 540. */
export function clockTime(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const suffix = h < 12 ? "AM" : "PM";
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return `${h12}:${String(m).padStart(2, "0")} ${suffix}`;
}

/** Business hours as lines for visitors: "Monday – Friday: 9:00 AM – 6:00 PM". */
export function hoursLines(hours: readonly OpeningHours[] = business.hours) {
  return [
    ...hours.map((h) => ({
      label: h.label,
      value: `${clockTime(h.opens)} – ${clockTime(h.closes)}`,
    })),
    { label: business.closedLabel, value: "Closed" },
  ];
}
