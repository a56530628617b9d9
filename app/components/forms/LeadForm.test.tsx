// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
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

  it("draws no variant field on the forms that have one variant", () => {
    for (const spec of [referralSpec, websiteProjectSpec]) {
      const html = renderToString(<LeadForm spec={spec} />);
      expect(html).toContain(`name="form-name" value="${spec.formName}"`);
      expect(variantInputs(html)).toEqual([]);
    }
  });
});

describe("drawing the form again", () => {
  afterEach(cleanup);

  /** The contact dialog's spec, counting how often each field is drawn (its label is read once
   * per drawing, by its <label>). */
  function countingSpec() {
    const drawn: Record<string, number> = {};
    const fields = contactDialogSpec.fields.map((field) => {
      const copy = { ...field };
      Object.defineProperty(copy, "label", {
        get: () => ((drawn[field.name] = (drawn[field.name] ?? 0) + 1), field.label),
      });
      return copy;
    });
    const reset = () => Object.keys(drawn).forEach((k) => delete drawn[k]);
    return { spec: { ...contactDialogSpec, fields }, drawn, reset };
  }

  it("draws a keystroke's field again, not the others", () => {
    const { spec, drawn, reset } = countingSpec();
    render(<LeadForm spec={spec} />);
    reset();
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "A" } });
    expect(drawn).toEqual({ name: 1 });
    expect(screen.getByLabelText<HTMLInputElement>("Name").value).toBe("A");
  });

  it("draws a blurred field with its message, and checks what was typed last", async () => {
    const { spec, drawn, reset } = countingSpec();
    render(<LeadForm spec={spec} />);
    const name = screen.getByLabelText("Name");
    fireEvent.change(name, { target: { value: "Ann" } });
    await act(async () => {
      fireEvent.focusOut(name);
    });
    reset();
    await act(async () => {
      fireEvent.focusOut(screen.getByLabelText("Email"));
    });
    expect(await screen.findByText("Email is required")).toBeTruthy();
    expect(screen.queryByText("Name is required")).toBeNull();
    expect(Object.keys(drawn)).toEqual(["email"]);
  });
});
