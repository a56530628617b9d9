/** The forms' option lists as plain data without zod, so pages draw forms without the validation
 * code; shared/forms/forms.ts builds the schemas from them. The brief's lists:
 * shared/forms/project-options.ts. */
export interface Option {
  id: string;
  label: string;
}

/** Contact dialog variant (docs/product.md). */
export const serviceOptions: Option[] = [
  { id: "infrastructure", label: "Infrastructure & Systems Management" },
  { id: "website-apps", label: "Website & Web Applications" },
  { id: "integration", label: "Integration & Automation" },
  { id: "it-support", label: "Technical Support" },
  { id: "consultation", label: "General Consultation" },
];

/** Contact page variant: web-dev first; choosing it goes to the detailed brief. */
export const WEB_DEV = "web-dev";
export const pageServiceOptions: Option[] = [
  { id: WEB_DEV, label: "Website Development" },
  ...serviceOptions,
];

export const dialogHeardOptions: Option[] = [
  { id: "google-search", label: "Google Search" },
  { id: "referral", label: "Referral" },
  { id: "existing-client", label: "Existing Client" },
  { id: "bar-association", label: "Bar Association" },
  { id: "conference", label: "Conference" },
  { id: "word-of-mouth", label: "Word of Mouth" },
  { id: "other", label: "Other" },
];

export const pageHeardOptions: Option[] = [
  { id: "google-search", label: "Google Search" },
  { id: "social-media", label: "Social Media" },
  { id: "referral", label: "Referral from Friend/Family" },
  { id: "existing-client", label: "Existing Client" },
  { id: "online-ad", label: "Online Advertisement" },
  { id: "local-directory", label: "Local Directory/Listing" },
  { id: "word-of-mouth", label: "Word of Mouth" },
  { id: "other", label: "Other" },
];
