import { describe, expect, it } from "vitest";
import { samples } from "../../tests/support/leads";
import { cleanText, validateLead } from "./validate-lead";

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
