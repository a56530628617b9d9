import { describe, expect, it } from "vitest";
import { contactDialogSpec, contactPageSpec } from "../../../shared/forms/contact-specs";
import type { FormSpec } from "../../../shared/forms/form-specs";
import { referralSpec } from "../../../shared/forms/referral-spec";
import { samples } from "../../../tests/support/data/lead-samples";
import { OTHER_FIELDS, boundFields, ownFields } from "./screen-post";

describe("the fields a spam post may keep, per variant", () => {
  it("are the named variant's fields and the variant field; without one, every variant's", () => {
    const names = (spec: FormSpec) => spec.fields.map((f) => f.name);
    expect([...ownFields("contact", contactDialogSpec)]).toEqual([
      ...names(contactDialogSpec),
      "form-variant",
    ]);
    expect([...ownFields("contact", contactPageSpec)]).toEqual([
      ...names(contactPageSpec),
      "form-variant",
    ]);
    expect(ownFields("contact", undefined).has("form-variant")).toBe(false);
    expect([...ownFields("referral", referralSpec)]).toEqual(names(referralSpec));
  });

  it("fold a field only another variant has into the unknown ones", () => {
    // The two contact variants have the same field names today; a variant without
    // one shows that the named variant's own list decides, not the union.
    const withoutPhone: FormSpec = {
      ...contactDialogSpec,
      fields: contactDialogSpec.fields.filter((f) => f.name !== "phone"),
    };
    const posted = { ...samples.contactDialog, "form-variant": "dialog" };
    const kept = boundFields("contact", posted, withoutPhone);
    expect(kept.phone).toBeUndefined();
    expect(kept["form-variant"]).toBe("dialog");
    expect(kept[OTHER_FIELDS]).toBe(`phone=${samples.contactDialog.phone}`);
    expect(boundFields("contact", posted, contactDialogSpec)).toEqual(posted);
  });

  it("keep an unknown variant value only among the unknown fields", () => {
    const kept = boundFields("contact", { ...samples.contactDialog, "form-variant": "popup" });
    expect(kept).toEqual({ ...samples.contactDialog, [OTHER_FIELDS]: "form-variant=popup" });
  });
});
