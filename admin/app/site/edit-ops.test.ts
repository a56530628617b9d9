import { describe, expect, it } from "vitest";
import { businessDocument } from "../../../content/business-document";
import { businessFactsSchema } from "../../../content/business-schema";
import { testimonialsSchema } from "../../../content/pages-schema";
import { describeSchema } from "./field-spec";
import { applyOp, inWords, issuesToFields } from "./edit-ops";
import { labelsAt } from "./site-parts";

const spec = describeSchema(businessFactsSchema);
const facts = businessFactsSchema.parse(businessDocument.defaults);

describe("a list's buttons", () => {
  it("adds an empty item, and says which to focus", () => {
    const added = applyOp(spec, facts, "add:holidays")!;
    expect((added.value as typeof facts).holidays).toEqual([{ date: "", name: "" }]);
    expect(added.focus).toBe("item-holidays.0");
    expect(facts.holidays).toEqual([]);
  });

  it("moves and removes items within the schema's limits", () => {
    const moved = applyOp(spec, facts, "down:hours.0")!;
    expect((moved.value as typeof facts).hours.map((h) => h.label)).toEqual([
      "Saturday",
      "Monday – Friday",
    ]);
    expect(moved.focus).toBe("item-hours.1");
    expect(applyOp(spec, facts, "up:hours.0")).toBeUndefined();
    const removed = applyOp(spec, facts, "remove:hours.1")!;
    expect((removed.value as typeof facts).hours).toHaveLength(1);
    // One opening-hours line at least, as the schema says.
    expect(applyOp(spec, removed.value, "remove:hours.0")).toBeUndefined();
  });

  it("works on a document that is itself a list, and refuses what names no list", () => {
    const quotes = describeSchema(testimonialsSchema);
    const list = [
      { name: "Ann", quote: "q" },
      { name: "Bo", quote: "r" },
    ];
    expect(applyOp(quotes, list, "up:1")!.value).toEqual([list[1], list[0]]);
    expect(applyOp(spec, facts, "add:phone")).toBeUndefined();
    expect(applyOp(spec, facts, "add:__proto__")).toBeUndefined();
    expect(applyOp(spec, facts, "drop:hours.0")).toBeUndefined();
  });
});

describe("refusals in words", () => {
  it("names each refused field by its path and labels", () => {
    const value = {
      ...facts,
      phone: "555",
      brand: "",
      hours: [{ ...facts.hours[0], opens: 600, closes: 540 }],
    };
    const result = businessFactsSchema.safeParse(value, { error: inWords });
    const fields = issuesToFields(result.error!);
    expect(fields).toMatchObject({
      phone: "Write it as (540) 555-0123",
      brand: "Use at least 2 characters",
      "hours.0.closes": "Closes after it opens",
    });
    expect(labelsAt(spec, "hours.0.closes")).toBe(
      "Support hours (Eastern Time) › Opening hours 1 › Closes",
    );
  });

  it("asks for what is missing, and for a number where words were typed", () => {
    const year = businessFactsSchema.shape.founded.shape.year;
    expect(year.safeParse(undefined, { error: inWords }).error!.issues[0]!.message).toBe(
      "Fill this in",
    );
    expect(year.safeParse("twenty", { error: inWords }).error!.issues[0]!.message).toBe(
      "Enter a number",
    );
    expect(year.safeParse(3000, { error: inWords }).error!.issues[0]!.message).toBe(
      "Enter 2,100 or less",
    );
  });
});
