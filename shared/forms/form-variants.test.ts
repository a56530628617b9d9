import { describe, expect, it } from "vitest";
import { contactDialogSpec, contactPageSpec } from "./contact-specs";
import { referralSpec } from "./referral-spec";
import {
  labelSpecOf,
  optionLabel,
  specsForPost,
  specsOfForm,
  variantSpecOf,
} from "./form-variants";

describe("the specs a post is checked against", () => {
  it("are the named variant's alone", () => {
    expect(specsForPost("contact", "dialog")).toEqual([contactDialogSpec]);
    expect(specsForPost("contact", "page")).toEqual([contactPageSpec]);
  });

  it("without a variant, are every spec of the form, the dialog's first", () => {
    expect(specsForPost("contact", undefined)).toEqual([contactDialogSpec, contactPageSpec]);
    expect(specsForPost("referral", undefined)).toEqual([referralSpec]);
  });

  it("are none for a value that names no variant of the form", () => {
    for (const value of ["", "popup", "DIALOG", "contact-page", ["dialog"], null])
      expect(specsForPost("contact", value)).toBeNull();
    expect(specsForPost("referral", "dialog")).toBeNull();
    expect(specsForPost("website-project", "page")).toBeNull();
  });
});

describe("a stored lead's labels", () => {
  const contact = (fields: Record<string, string>) => ({ form: "contact" as const, fields });

  it("come from its variant", () => {
    const dialog = contact({ "form-variant": "dialog" });
    expect(variantSpecOf(dialog)).toBe(contactDialogSpec);
    expect(labelSpecOf(dialog)).toBe(contactDialogSpec);
    expect(optionLabel(dialog, "howDidYouHear", "referral")).toBe("Referral");
    expect(optionLabel(dialog, "howDidYouHear", "social-media")).toBe("social-media");
    const page = contact({ "form-variant": "page" });
    expect(labelSpecOf(page)).toBe(contactPageSpec);
    expect(optionLabel(page, "howDidYouHear", "referral")).toBe("Referral from Friend/Family");
    expect(optionLabel(page, "howDidYouHear", "bar-association")).toBe("bar-association");
  });

  it("without a variant (or an unknown one), are the page's, then the dialog's", () => {
    for (const lead of [contact({}), contact({ "form-variant": "popup" })]) {
      expect(variantSpecOf(lead)).toBeUndefined();
      expect(labelSpecOf(lead)).toBe(contactPageSpec);
      expect(optionLabel(lead, "howDidYouHear", "referral")).toBe("Referral from Friend/Family");
      expect(optionLabel(lead, "howDidYouHear", "bar-association")).toBe("Bar Association");
    }
  });

  it("of a form with one variant are its spec's", () => {
    const lead = { form: "referral" as const, fields: {} };
    expect(specsOfForm("referral")).toEqual([referralSpec]);
    expect(labelSpecOf(lead)).toBe(referralSpec);
    expect(variantSpecOf(lead)).toBeUndefined();
  });
});
