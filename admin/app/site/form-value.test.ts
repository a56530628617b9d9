import { describe, expect, it } from "vitest";
import { businessDocument } from "../../../content/business-document";
import { businessFactsSchema } from "../../../content/business-schema";
import { testimonialsSchema } from "../../../content/pages-schema";
import { landingPageSchema } from "../../../content/schema";
import { testimonialsDocument } from "../../../content/testimonials";
import lewisburg from "../../../content/landing-pages/web-design-lewisburg-wv";
import { describeSchema } from "./field-spec";
import { emptyValue, formToValue, valueToFields, type Fields } from "./form-value";

/** The form a browser would post for these fields. */
function posted(fields: Fields): URLSearchParams {
  const form = new URLSearchParams();
  for (const [name, value] of Object.entries(fields))
    for (const v of Array.isArray(value) ? value : [value]) form.append(name, v);
  return form;
}

const business = businessFactsSchema.parse(businessDocument.defaults);

describe("a document's value and its form", () => {
  it("names the business facts' fields by path, times as hours and minutes", () => {
    const fields = valueToFields(businessFactsSchema, business);
    expect(fields.phone).toBe("(304) 555-0147");
    expect(fields["hours.0.opens"]).toBe("09:00");
    expect(fields["hours.0.closes"]).toBe("18:00");
    expect(fields["hours.0.days"]).toEqual(["1", "2", "3", "4", "5"]);
    expect(fields["hours.length"]).toBe("2");
    expect(fields["founded.year"]).toBe("2023");
    expect(fields["address.country"]).toBeUndefined();
  });

  it("reads back the same business facts, testimonials and landing page", () => {
    expect(
      formToValue(businessFactsSchema, posted(valueToFields(businessFactsSchema, business))),
    ).toEqual(business);
    const quotes = testimonialsSchema.parse(testimonialsDocument.defaults);
    expect(
      formToValue(testimonialsSchema, posted(valueToFields(testimonialsSchema, quotes))),
    ).toEqual(quotes);
    expect(
      formToValue(landingPageSchema, posted(valueToFields(landingPageSchema, lewisburg))),
    ).toEqual(lewisburg);
  });

  it("reads a changed phone, a new holiday and a cleared optional field", () => {
    const form = posted(valueToFields(businessFactsSchema, business));
    form.set("phone", "(304) 555-0199");
    form.set("holidays.length", "1");
    form.set("holidays.0.date", "2026-12-25");
    form.set("holidays.0.name", "Christmas Day");
    form.set("hours.1.shortLabel", "  ");
    const value = businessFactsSchema.parse(formToValue(businessFactsSchema, form));
    expect(value.phone).toBe("(304) 555-0199");
    expect(value.holidays).toEqual([{ date: "2026-12-25", name: "Christmas Day" }]);
    expect(value.hours[1]).not.toHaveProperty("shortLabel");
  });

  it("keeps what the schema must refuse, so the refusal is by its field", () => {
    const form = posted(valueToFields(businessFactsSchema, business));
    form.set("founded.year", "twenty");
    form.set("hours.0.opens", "");
    form.delete("hours.0.days");
    const value = formToValue(businessFactsSchema, form) as typeof business;
    expect(value.founded.year).toBe("twenty");
    expect(value.hours[0]).not.toHaveProperty("opens");
    expect(value.hours[0]!.days).toEqual([]);
    const paths = businessFactsSchema.safeParse(value).error!.issues.map((i) => i.path.join("."));
    expect(paths).toEqual(
      expect.arrayContaining(["founded.year", "hours.0.opens", "hours.0.days"]),
    );
  });

  it("takes the founder's photo as null when it has no picture, and literals as written", () => {
    const form = posted(valueToFields(businessFactsSchema, business));
    form.set("address.country", "CA");
    const value = formToValue(businessFactsSchema, form) as typeof business;
    expect(value.founder.photo).toBeNull();
    expect(value.address.country).toBe("US");
    form.set("founder.photo.src", "/images/founder.webp");
    form.set("founder.photo.alt", "Jordan Ellis at a desk");
    form.set("founder.photo.width", "480");
    form.set("founder.photo.height", "600");
    expect((formToValue(businessFactsSchema, form) as typeof business).founder.photo).toEqual({
      src: "/images/founder.webp",
      alt: "Jordan Ellis at a desk",
      width: 480,
      height: 600,
    });
  });

  it("lets a testimonial's role through only with the client's consent ticked", () => {
    const quote = "x".repeat(80);
    const form = posted({
      length: "1",
      "0.name": "Margaret",
      "0.quote": quote,
      "0.role": "Office manager",
    });
    const refused = testimonialsSchema.safeParse(formToValue(testimonialsSchema, form));
    expect(refused.error?.issues.map((i) => i.path.join("."))).toEqual(["0.roleAgreed"]);
    form.set("0.roleAgreed", "on");
    expect(testimonialsSchema.parse(formToValue(testimonialsSchema, form))).toEqual([
      { name: "Margaret", quote, role: "Office manager", roleAgreed: true },
    ]);
    form.delete("0.roleAgreed");
    form.set("0.role", "");
    expect(formToValue(testimonialsSchema, form)).toEqual([{ name: "Margaret", quote }]);
  });

  it("makes an empty new page with a list's fewest items", () => {
    const page = emptyValue(describeSchema(landingPageSchema)) as Record<string, unknown[]>;
    expect(page.services).toHaveLength(6);
    expect(page.industries).toEqual(["", "", "", "", "", "", "", ""]);
    expect(page.keywords).toEqual([]);
    expect(page).toMatchObject({ slug: "", kind: "trade", state: "WV" });
  });
});
