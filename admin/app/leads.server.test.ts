import { describe, expect, it } from "vitest";
import type { Lead } from "../../server/leads/store/store-contract";
import { NO_REPLY, samples } from "../../tests/support/data/lead-samples";
import { labelledFields, sentFrom } from "./leads.server";

const lead = (fields: Lead["fields"], form: Lead["form"] = "contact"): Lead => ({
  id: "00000000-0000-4000-8000-000000000001",
  form,
  state: "new",
  receivedAt: "2026-04-01T09:30:00.000Z",
  fields,
  page: "/contact",
  userAgent: null,
  score: 0,
  reasons: [],
  note: null,
  source: null,
  ...NO_REPLY,
});
const shown = (l: Lead) =>
  Object.fromEntries(labelledFields(l).map((row) => [row.label, row.value]));

describe("a lead in the inbox", () => {
  const answers = { ...samples.contactDialog, howDidYouHear: "referral" };

  it("shows a dialog lead with the dialog's labels, and says it came from the dialog", () => {
    const dialog = lead({ ...answers, "form-variant": "dialog" });
    expect(shown(dialog)).toEqual({
      Name: answers.name,
      Email: answers.email,
      Phone: answers.phone,
      "Area of interest": "General Consultation",
      "How did you hear about us?": "Referral",
      Message: answers.message,
    });
    expect(sentFrom(dialog)).toBe("the contact dialog");
  });

  it("shows a page lead with the page's labels", () => {
    const page = lead({ ...answers, "form-variant": "page" });
    expect(shown(page)).toMatchObject({
      Service: "General Consultation",
      "How did you hear about us?": "Referral from Friend/Family",
    });
    expect(sentFrom(page)).toBe("the contact page");
  });

  it("shows a lead without a variant with the page's labels, then the dialog's", () => {
    const old = lead(samples.contactDialog);
    expect(shown(old)).toMatchObject({
      Service: "General Consultation",
      "How did you hear about us?": "Bar Association",
    });
    expect(sentFrom(old)).toBeNull();
    // A variant value the form does not have is shown as stored, not hidden.
    expect(shown(lead({ ...answers, "form-variant": "popup" }))["form-variant"]).toBe("popup");
    expect(sentFrom(lead(samples.referral, "referral"))).toBeNull();
  });
});
