/**
 * The contact (dialog and page) and referral forms' specs, in their own module
 * so a page bundles only the specs it draws (see shared/form-specs.ts).
 */
import { email, message, name, phone, type FieldSpec, type FormSpec } from "./form-fields";
import {
  dialogHeardOptions,
  pageHeardOptions,
  pageServiceOptions,
  serviceOptions,
} from "./form-options";

const contactFields = (reading: "dialog" | "page"): FieldSpec[] => [
  name,
  email,
  phone,
  {
    name: "service",
    label: reading === "dialog" ? "Area of interest" : "Service",
    kind: "select",
    options: reading === "dialog" ? serviceOptions : pageServiceOptions,
  },
  {
    name: "howDidYouHear",
    label: "How did you hear about us?",
    kind: "select",
    options: reading === "dialog" ? dialogHeardOptions : pageHeardOptions,
    wide: true,
  },
  message(reading === "dialog" ? 4 : 5),
];

const contactSuccessTitle = "Message Sent!";

export const contactDialogSpec: FormSpec = {
  id: "contact-dialog",
  formName: "contact",
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
  fields: contactFields("page"),
  submitLabel: "Send Message",
  success: {
    title: contactSuccessTitle,
    text: "Thank you for reaching out. We'll get back to you within 24 hours.",
  },
  resetAfterMs: 3000,
};

export const referralSpec: FormSpec = {
  id: "referral",
  formName: "referral",
  fields: [
    { name: "yourName", label: "Your name", kind: "text", autoComplete: "name" },
    { name: "yourEmail", label: "Your email", kind: "email", autoComplete: "email" },
    {
      name: "referralName",
      label: "Referral's name",
      kind: "text",
      autoComplete: "off",
      wide: true,
    },
    { name: "referralEmail", label: "Referral's email", kind: "email", autoComplete: "off" },
    { name: "referralPhone", label: "Referral's phone", kind: "tel", autoComplete: "off" },
    { ...message(3), label: "Message (optional)", optional: true },
  ],
  submitLabel: "Send Referral",
  success: {
    title: "Referral Sent!",
    text: "Thank you for your referral. We'll reach out to them soon.",
  },
  resetAfterMs: 2000,
};
