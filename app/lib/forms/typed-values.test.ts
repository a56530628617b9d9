// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import type { FormSpec } from "../../../shared/forms/form-specs";
import { emptyValues, typedValues } from "./typed-values";

const spec = {
  fields: [
    { name: "name", label: "Name", kind: "text" },
    { name: "service", label: "Service", kind: "select", options: [] },
    { name: "message", label: "Message", kind: "textarea" },
    { name: "features", label: "Features", kind: "checkboxes", options: [] },
  ],
} as unknown as FormSpec;

const form = (html: string) => {
  const element = document.createElement("form");
  element.innerHTML = html;
  return element;
};

describe("typedValues", () => {
  it("reads text, a choice, a message and the ticked boxes, as a submitted form would", () => {
    const typed = typedValues(
      form(`
        <input name="name" value="Ada Quinn">
        <select name="service"><option value="">Choose</option><option selected>Managed IT</option></select>
        <textarea name="message">Two offices,
one network.</textarea>
        <input type="checkbox" name="features" value="Booking" checked>
        <input type="checkbox" name="features" value="Blog">
        <input type="checkbox" name="features" value="Shop" checked>`),
      spec,
    );
    expect(typed).toEqual({
      name: "Ada Quinn",
      service: "Managed IT",
      message: "Two offices,\none network.",
      features: ["Booking", "Shop"],
    });
  });

  it("takes what the visitor typed over the HTML's own value", () => {
    const element = form(`<input name="name" value=""><textarea name="message"></textarea>`);
    (element.elements.namedItem("name") as HTMLInputElement).value = "Imani Brooks";
    (element.elements.namedItem("message") as HTMLTextAreaElement).value = "Call after 3.";
    expect(typedValues(element, spec)).toMatchObject({
      name: "Imani Brooks",
      message: "Call after 3.",
    });
  });

  it("leaves out the form's other controls and keeps a missing field empty", () => {
    const typed = typedValues(
      form(
        `<input type="hidden" name="website" value="bot"><button name="name" value="x">Send</button>`,
      ),
      spec,
    );
    expect(typed).toEqual(emptyValues(spec));
    expect(typed).toEqual({ name: "", service: "", message: "", features: [] });
  });
});
