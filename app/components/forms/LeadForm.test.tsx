import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { contactDialogSpec, contactPageSpec } from "../../../shared/forms/contact-specs";
import { referralSpec } from "../../../shared/forms/referral-spec";
import { websiteProjectSpec } from "../../../shared/forms/website-project-spec";
import { LeadForm } from "./LeadForm";

/** The hidden variant fields of the form as prerendered (what a post without JavaScript sends). */
const variantInputs = (html: string) =>
  [...html.matchAll(/<input[^>]*name="form-variant"[^>]*>/g)].map((m) => m[0]);

describe("the form's HTML", () => {
  it("names the contact form's variant in a hidden field, dialog and page apart", () => {
    expect(variantInputs(renderToString(<LeadForm spec={contactDialogSpec} />))).toEqual([
      '<input type="hidden" name="form-variant" value="dialog"/>',
    ]);
    expect(variantInputs(renderToString(<LeadForm spec={contactPageSpec} />))).toEqual([
      '<input type="hidden" name="form-variant" value="page"/>',
    ]);
  });

  it("draws no variant field on the forms that have one reading", () => {
    for (const spec of [referralSpec, websiteProjectSpec]) {
      const html = renderToString(<LeadForm spec={spec} />);
      expect(html).toContain(`name="form-name" value="${spec.formName}"`);
      expect(variantInputs(html)).toEqual([]);
    }
  });
});
