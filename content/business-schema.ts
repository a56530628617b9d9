/** The business facts' schema: what the owner may set and its limits. The editor draws its form
 * from it (`meta`: `title` the label, `format` the field kind, `item` a list entry's name). */
import { z } from "zod";
import { MONTHS, WEEKDAYS } from "./business-words";

const text = (min: number, max: number) => z.string().trim().min(min).max(max);
const httpsUrl = z.url({ protocol: /^https$/ }).max(300);

/** 0 = Sunday, as Date#getDay. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;
const weekdaySchema = z
  .union(
    [0, 1, 2, 3, 4, 5, 6].map((d) => z.literal(d as Weekday)) as [
      z.ZodLiteral<Weekday>,
      ...z.ZodLiteral<Weekday>[],
    ],
  )
  .meta({ title: "Day", labels: WEEKDAYS });

/** Minutes after local midnight, on a quarter hour. */
const clockTime = (title: string) =>
  z.number().int().min(0).max(1440).multipleOf(15).meta({ title, format: "time" });

/** A US number as visitors read it; the tel: links and structured data use its E.164 form. */
const PHONE = /^\(\d{3}\) \d{3}-\d{4}$/;

export const openingHoursSchema = z
  .strictObject({
    days: z
      .array(weekdaySchema)
      .min(1)
      .max(7)
      .readonly()
      .meta({ title: "Days", format: "weekdays", item: "Day" }),
    opens: clockTime("Opens"),
    closes: clockTime("Closes"),
    label: text(3, 40).meta({ title: "Days as written", description: "e.g. Monday – Friday" }),
    shortLabel: text(2, 12).optional().meta({ title: "Days, short", description: "e.g. Mon–Fri" }),
  })
  .refine((h) => h.closes > h.opens, { message: "Closes after it opens", path: ["closes"] });
export type OpeningHours = z.output<typeof openingHoursSchema>;

/** A real headshot, drawn as an <img> of this size (docs/design.md, "Marks"). */
export const imageSchema = z
  .strictObject({
    src: z
      .string()
      .regex(/^\/[a-z0-9/._-]+\.(?:webp|avif|png|jpe?g)$/, "a picture of this site")
      .max(200),
    alt: text(3, 160).meta({ title: "Description for screen readers" }),
    width: z.number().int().min(1).max(4000),
    height: z.number().int().min(1).max(4000),
  })
  .meta({ format: "image" });
export type FounderPhoto = z.output<typeof imageSchema>;

export const holidaySchema = z.strictObject({
  date: z.iso.date().meta({ title: "Date", format: "date" }),
  name: text(2, 60).meta({ title: "Name", description: "e.g. Christmas Day" }),
});

export const businessFactsSchema = z.strictObject({
  brand: text(2, 40).meta({ title: "Business name" }),
  domainSuffix: z
    .string()
    .regex(/^\.[a-z]{2,12}$/, "a dot and a few letters, e.g. .tech")
    .meta({ title: "Domain ending in the home page's headline" }),
  formerName: text(2, 60).meta({ title: "Former name" }),
  tagline: text(10, 80).meta({ title: "Tagline" }),
  founded: z
    .strictObject({
      month: z.enum(MONTHS).meta({ title: "Month" }),
      year: z.number().int().min(1950).max(2100).meta({ title: "Year" }),
    })
    .meta({ title: "Founded" }),
  responseTime: text(5, 40).meta({ title: "Reply promise", description: "e.g. Within one day" }),
  phone: z
    .string()
    .trim()
    .regex(PHONE, "Write it as (540) 555-0123")
    .meta({ title: "Phone", description: "(540) 555-0123" }),
  email: z.email().max(120).meta({ title: "Email" }),
  privacyEmail: z.email().max(120).meta({ title: "Privacy email" }),
  address: z
    .strictObject({
      locality: text(2, 60).meta({ title: "Town" }),
      region: z.enum(["WV", "VA"]).meta({ title: "State" }),
      regionName: text(4, 40).meta({ title: "State, in full" }),
      postalCode: z
        .string()
        .regex(/^\d{5}$/, "Five digits")
        .meta({ title: "ZIP code" }),
      country: z.literal("US").meta({ title: "Country" }),
    })
    .meta({ title: "Address" }),
  founder: z
    .strictObject({
      name: text(3, 60).meta({ title: "Name" }),
      role: text(3, 60).meta({ title: "Role" }),
      profileUrl: httpsUrl.meta({ title: "Profile address" }),
      profileLabel: text(2, 30).meta({ title: "Profile site's name" }),
      photo: imageSchema.nullable().meta({ title: "Photo" }),
    })
    .meta({ title: "Founder" }),
  social: z
    .array(
      z.strictObject({
        label: text(2, 30).meta({ title: "Site's name" }),
        url: httpsUrl.meta({ title: "Address" }),
      }),
    )
    .max(6)
    .meta({ title: "Social profiles", item: "Profile" }),
  paymentPortalUrl: httpsUrl.meta({ title: "Invoice payment page" }),
  bookingUrl: httpsUrl.meta({ title: "Meeting booking page" }),
  hours: z
    .array(openingHoursSchema)
    .min(1)
    .max(7)
    .meta({ title: "Support hours (Eastern Time)", item: "Opening hours" }),
  closedLabel: text(3, 40).meta({ title: "Closed days as written", description: "e.g. Sunday" }),
  /** Local dates with no support hours: reply due times skip them
   * (server/leads/reply/business-time.ts), and the footer says the office is closed. */
  holidays: z
    .array(holidaySchema)
    .max(60)
    .meta({ title: "Holidays and closures", item: "Closure" }),
});
export type BusinessFacts = z.output<typeof businessFactsSchema>;
export type BusinessFactsInput = z.input<typeof businessFactsSchema>;
