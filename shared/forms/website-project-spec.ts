/** The website brief's spec, in its own module so only its page bundles it (see
 * shared/forms/form-specs.ts). */
import { email, message, name, phone, type FormSpec } from "./form-fields";
import {
  featureOptions,
  industryOptions,
  pageCountOptions,
  projectTypeOptions,
  timelineOptions,
} from "./project-options";

export const websiteProjectSpec: FormSpec = {
  id: "website-project",
  formName: "website-project",
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
};
