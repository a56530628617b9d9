import { describe, expect, it } from "vitest";
import { samples } from "../../../tests/support/data/lead-samples";
import { contactDialogSpec, contactPageSpec } from "../../../shared/forms/contact-specs";
import { UNKNOWN_VARIANT } from "../../../shared/forms/form-variants";
import { referralSpec } from "../../../shared/forms/referral-spec";
import type { FormSpec } from "../../../shared/forms/form-fields";
import { websiteProjectSpec } from "../../../shared/forms/website-project-spec";
import { cleanText } from "../clean-text";
import { MULTI_VALUE_FIELDS, validateLead } from "./validate-lead";

/** What validateLead answers for valid data (with the variant's spec, if any) and for errors. */
const accepted = (data: object, spec: FormSpec | undefined) => ({ ok: true, data, spec });
const refused = (errors: Record<string, string>) => ({ ok: false, errors, spec: undefined });

describe("what a visitor typed", () => {
  it("loses NUL, ESC, other controls and bidi overrides in one-line fields", () => {
    const result = validateLead("contact", {
      ...samples.contactDialog,
      name: "Eve\u0000\u001b[2J\u202eexe.pdf\u2066x\u2069\u0085\u007f",
      phone: "304\t555\r\n0100",
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data.name).toBe("Eve[2Jexe.pdfx");
    expect(result.data.phone).toBe("304 555 0100");
  });

  it("keeps line breaks and tabs in a message, without the other controls", () => {
    const result = validateLead("contact", {
      ...samples.contactDialog,
      message: "one\r\ntwo\rthree\n\tfour\u0000\u000b\u001b\u202e",
    });
    expect(result.ok && result.data.message).toBe("one\ntwo\nthree\n\tfour");
  });

  it("leaves ordinary text, accents, emoji and other scripts alone", () => {
    for (const v of [samples.contactDialog.name, "José Ñúñez", "שלום", "日本語 🚀", "👩‍💻"])
      expect(cleanText(v, false)).toBe(v);
  });
});

describe("one schema per variant", () => {
  const dialog = { ...samples.contactDialog, "form-variant": "dialog" };
  const page = { ...samples.contactPage, "form-variant": "page" };

  it("checks a dialog post by the dialog's schema alone: the page's own options are refused", () => {
    expect(validateLead("contact", { ...dialog, howDidYouHear: "social-media" })).toEqual({
      ok: false,
      errors: { howDidYouHear: "Please tell us how you heard about us." },
      spec: contactDialogSpec,
    });
    expect(validateLead("contact", { ...dialog, service: "web-dev" })).toMatchObject({
      ok: false,
      errors: { service: "Please select an area of interest" },
    });
    // The same answers without the field are taken: one of the two variants has them.
    const { "form-variant": _dialog, ...unnamed } = dialog;
    expect(validateLead("contact", { ...unnamed, howDidYouHear: "social-media" }).ok).toBe(true);
  });

  it("checks a page post by the page's schema alone: the dialog's own options are refused", () => {
    expect(validateLead("contact", { ...page, howDidYouHear: "bar-association" })).toEqual({
      ok: false,
      errors: { howDidYouHear: "Please tell us how you heard about us" },
      spec: contactPageSpec,
    });
    expect(validateLead("contact", { ...page, howDidYouHear: "conference" }).ok).toBe(false);
    const { "form-variant": _page, ...unnamed } = page;
    const dialogAnswers = { service: "consultation", howDidYouHear: "bar-association" };
    expect(validateLead("contact", { ...page, ...dialogAnswers }).ok).toBe(false);
    expect(validateLead("contact", { ...unnamed, ...dialogAnswers }).ok).toBe(true);
  });

  it("keeps the variant in the valid data, so the stored lead names it", () => {
    expect(validateLead("contact", dialog)).toEqual(
      accepted({ ...samples.contactDialog, "form-variant": "dialog" }, contactDialogSpec),
    );
    expect(validateLead("contact", page)).toEqual(
      accepted({ ...samples.contactPage, "form-variant": "page" }, contactPageSpec),
    );
  });

  it("without the field (a page from before it), takes what either variant accepts, stored without a variant", () => {
    expect(validateLead("contact", samples.contactDialog)).toEqual(
      accepted(samples.contactDialog, undefined),
    );
    expect(validateLead("contact", samples.contactPage)).toEqual(
      accepted(samples.contactPage, undefined),
    );
    // Neither accepts a page-only service with a dialog-only answer: the dialog's errors.
    expect(
      validateLead("contact", {
        ...samples.contactDialog,
        service: "web-dev",
        howDidYouHear: "bar-association",
      }),
    ).toEqual(refused({ service: "Please select an area of interest" }));
  });

  it("refuses an unknown variant with its own field error, beside the other fields' errors", () => {
    for (const value of ["popup", "", "Dialog", "contact-dialog", "__proto__"]) {
      expect(validateLead("contact", { ...samples.contactDialog, "form-variant": value })).toEqual(
        refused({ "form-variant": UNKNOWN_VARIANT }),
      );
    }
    expect(
      validateLead("contact", { ...samples.contactDialog, email: "", "form-variant": "popup" }),
    ).toEqual(refused({ "form-variant": UNKNOWN_VARIANT, email: "Email is required" }));
  });

  it("needs no variant on the forms that have only one, and takes none", () => {
    expect(validateLead("referral", samples.referral)).toEqual(
      accepted(samples.referral, referralSpec),
    );
    expect(validateLead("website-project", samples.websiteProject)).toMatchObject({
      ok: true,
      spec: websiteProjectSpec,
    });
    for (const value of ["dialog", "page", "referral"]) {
      expect(
        validateLead("referral", { ...samples.referral, "form-variant": value }),
      ).toMatchObject({ ok: false, errors: { "form-variant": UNKNOWN_VARIANT } });
    }
  });
});

describe("fields that may repeat", () => {
  it("are the checkbox groups the form specs declare, and only those", () => {
    const checkboxes = websiteProjectSpec.fields.filter((f) => f.kind === "checkboxes");
    expect(checkboxes.map((f) => f.name)).toEqual(["features"]);
    expect([...MULTI_VALUE_FIELDS]).toEqual(["features"]);
  });
});
