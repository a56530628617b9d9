/** The contact form's specs, one per variant (dialog and page), in their own module so a page
 * bundles only the specs it draws (shared/forms/form-specs.ts). */
import {
  email,
  message,
  name,
  phone,
  type FieldSpec,
  type FormSpec,
  type FormVariant,
} from "./form-fields";
import {
  dialogHeardOptions,
  pageHeardOptions,
  pageServiceOptions,
  serviceOptions,
} from "./form-options";

const contactFields = (variant: FormVariant): FieldSpec[] => [
  name,
  email,
  phone,
  {
    name: "service",
    label: variant === "dialog" ? "Area of interest" : "Service",
    kind: "select",
    options: variant === "dialog" ? serviceOptions : pageServiceOptions,
  },
  {
    name: "howDidYouHear",
    label: "How did you hear about us?",
    kind: "select",
    options: variant === "dialog" ? dialogHeardOptions : pageHeardOptions,
    wide: true,
  },
  message(variant === "dialog" ? 4 : 5),
];

const contactSuccessTitle = "Message Sent!";

export const contactDialogSpec: FormSpec = {
  id: "contact-dialog",
  formName: "contact",
  variant: "dialog",
  fields: contactFields("dialog"),
  submitLabel: "Send Message",
  success: {
    title: contactSuccessTitle,
    text: "Thank you for reaching out. We'll get back to you soon.",
  },
  resetAfterMs: 2000,
};

export const contactPageSpec: FormSpec = {
  id: "contact-page",
  formName: "contact",
  variant: "page",
  fields: contactFields("page"),
  submitLabel: "Send Message",
  success: {
    title: contactSuccessTitle,
    text: "Thank you for reaching out. We'll get back to you within 24 hours.",
  },
  resetAfterMs: 3000,
};
