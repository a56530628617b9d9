import { describe, expect, it } from "vitest";
import { z } from "zod";
import { businessFactsSchema } from "../../../content/business-schema";
import { aboutSchema, testimonialsSchema } from "../../../content/pages-schema";
import { landingPageSchema } from "../../../content/landing-legal-schema";
import { describeSchema, humanise, rangeHint, singular, type FieldSpec } from "./field-spec";
import { specAt } from "./edit-ops";

const business = describeSchema(businessFactsSchema);
const at = (spec: FieldSpec, path: string) => specAt(spec, path)!;

describe("fields drawn from a schema", () => {
  it("labels each field in words: meta's title, else the key", () => {
    expect(at(business, "phone").label).toBe("Phone");
    expect(at(business, "hours.0.opens").label).toBe("Opens");
    expect(at(business, "founder.photo").label).toBe("Photo");
    expect(humanise("primaryCta")).toBe("Primary call to action");
    expect(humanise("localMarket")).toBe("Local market");
    expect(at(describeSchema(landingPageSchema), "mapPoint.lat").label).toBe("Latitude");
    expect(singular("Industries")).toBe("Industry");
    expect(singular("Paragraphs")).toBe("Paragraph");
    expect(singular("Sample status")).toBe("Sample status");
  });

  it("gives each kind its field: text, long text, time, date, choice, days, picture, fixed", () => {
    expect(at(business, "phone")).toMatchObject({ kind: "text", long: false, input: "text" });
    expect(at(business, "email")).toMatchObject({ kind: "text", input: "email" });
    expect(at(business, "bookingUrl")).toMatchObject({ kind: "text", input: "url" });
    expect(at(business, "hours.0.opens").kind).toBe("time");
    expect(at(business, "holidays.0.date").kind).toBe("date");
    expect(at(business, "founded.month")).toMatchObject({ kind: "choice", numeric: false });
    expect(at(business, "hours.0.days")).toMatchObject({
      kind: "choices",
      numeric: true,
      options: expect.arrayContaining([{ value: "1", label: "Monday" }]),
    });
    expect(at(business, "founder.photo")).toMatchObject({
      kind: "group",
      image: true,
      nullable: true,
    });
    expect(at(business, "address.country")).toMatchObject({ kind: "fixed", value: "US" });
    expect(at(business, "hours.0.shortLabel").optional).toBe(true);
    const quotes = describeSchema(testimonialsSchema);
    expect(quotes).toMatchObject({ kind: "list", itemLabel: "Testimonial", min: 1, max: 12 });
    expect(at(quotes, "0.quote")).toMatchObject({ kind: "text", long: true });
    expect(at(quotes, "0.roleAgreed").kind).toBe("checkbox");
  });

  it("says the schema's limits as a hint", () => {
    expect(at(business, "brand").hint).toBe("2–40 characters");
    expect(at(business, "hours").hint).toBe("1–7 in the list");
    expect(at(business, "hours.0.days").hint).toBe("1–7 to choose");
    expect(at(business, "holidays").hint).toBe("up to 60 in the list");
    expect(at(business, "founded.year").hint).toBe("1950–2100");
    expect(at(describeSchema(aboutSchema), "lead").hint).toBe("40–1,200 characters");
    expect(at(describeSchema(landingPageSchema), "services").hint).toBe("exactly 6 in the list");
    expect(rangeHint(3, undefined, "characters")).toBe("at least 3 characters");
    expect(at(business, "hours.0.label").description).toBe("e.g. Monday – Friday");
  });

  it("draws a field added to a schema with no editor code", () => {
    const extended = businessFactsSchema.extend({
      parking: z.string().max(300).optional().meta({ title: "Parking" }),
      openHouse: z.boolean(),
    });
    const spec = describeSchema(extended);
    expect(at(spec, "parking")).toMatchObject({ kind: "text", long: true, optional: true });
    expect(at(spec, "openHouse")).toMatchObject({ kind: "checkbox", label: "Open house" });
  });
});
