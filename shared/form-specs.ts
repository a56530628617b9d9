/**
 * How each form is drawn and what it does on success, beside the schemas it is
 * validated with. One spec per form; one component (app/components/forms/LeadForm)
 * draws them all.
 */
import type { FormName } from "../content/site-map";
import {
  contactDialogSchema,
  contactPageSchema,
  dialogHeardOptions,
  featureOptions,
  industryOptions,
  pageCountOptions,
  pageHeardOptions,
  pageServiceOptions,
  projectTypeOptions,
  referralSchema,
  serviceOptions,
  timelineOptions,
  websiteProjectSchema,
  type LeadSchema,
  type Option,
} from "./forms";

export type FieldKind = "text" | "email" | "tel" | "url" | "select" | "textarea" | "checkboxes";

export interface FieldSpec {
  name: string;
  label: string;
  kind: FieldKind;
  autoComplete?: string;
  options?: Option[];
  rows?: number;
  optional?: boolean;
  /** Spans both columns on wide screens. */
  wide?: boolean;
  placeholder?: string;
}

export type FormId = "contact-dialog" | "contact-page" | "referral" | "website-project";

export interface FormSpec {
  id: FormId;
  formName: FormName;
  schema: LeadSchema;
  fields: FieldSpec[];
  submitLabel: string;
  success: { title: string; text: string };
  /** How long the success view shows before the form clears (SPEC section 9). */
  resetAfterMs: number;
}

const name: FieldSpec = { name: "name", label: "Name", kind: "text", autoComplete: "name" };
const email: FieldSpec = { name: "email", label: "Email", kind: "email", autoComplete: "email" };
const phone: FieldSpec = { name: "phone", label: "Phone", kind: "tel", autoComplete: "tel" };
const message = (rows: number): FieldSpec => ({
  name: "message",
  label: "Message",
  kind: "textarea",
  rows,
  wide: true,
});

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

/**
 * The spec that labels a stored lead of each form (a contact lead uses the
 * contact page's labels, which cover the dialog's options too).
 */
export const specForForm: Record<FormName, FormId> = {
  contact: "contact-page",
  referral: "referral",
  "website-project": "website-project",
};

export const formSpecs: Record<FormId, FormSpec> = {
  "contact-dialog": {
    id: "contact-dialog",
    formName: "contact",
    schema: contactDialogSchema,
    fields: contactFields("dialog"),
    submitLabel: "Send Message",
    success: {
      title: contactSuccessTitle,
      text: "Thank you for reaching out. We'll get back to you soon.",
    },
    resetAfterMs: 2000,
  },
  "contact-page": {
    id: "contact-page",
    formName: "contact",
    schema: contactPageSchema,
    fields: contactFields("page"),
    submitLabel: "Send Message",
    success: {
      title: contactSuccessTitle,
      text: "Thank you for reaching out. We'll get back to you within 24 hours.",
    },
    resetAfterMs: 3000,
  },
  referral: {
    id: "referral",
    formName: "referral",
    schema: referralSchema,
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
  },
  "website-project": {
    id: "website-project",
    formName: "website-project",
    schema: websiteProjectSchema,
    fields: [
      name,
      email,
      phone,
      {
        name: "company",
        label: "Firm or business name",
        kind: "text",
        autoComplete: "organization",
      },
      {
        name: "currentWebsite",
        label: "Current website (optional)",
        kind: "url",
        autoComplete: "url",
        optional: true,
        placeholder: "example.com",
      },
      { name: "projectType", label: "Project type", kind: "select", options: projectTypeOptions },
      { name: "industry", label: "Industry", kind: "select", options: industryOptions },
      {
        name: "pageCount",
        label: "Approximate number of pages",
        kind: "select",
        options: pageCountOptions,
      },
      {
        name: "features",
        label: "Features you want (optional)",
        kind: "checkboxes",
        options: featureOptions,
        optional: true,
        wide: true,
      },
      { name: "timeline", label: "Timeline", kind: "select", options: timelineOptions },
      { ...message(5), label: "Tell us about the project" },
    ],
    submitLabel: "Send Project Brief",
    success: {
      title: "Brief Sent!",
      text: "Thank you for the details. We'll review your project and get back to you within 24 hours.",
    },
    resetAfterMs: 3000,
  },
};
