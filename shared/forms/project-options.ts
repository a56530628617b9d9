/** The website-project brief's option lists (see shared/forms/form-options.ts). */
import type { Option } from "./form-options";

export const projectTypeOptions: Option[] = [
  { id: "new-site", label: "A new website" },
  { id: "redesign", label: "Redesign of an existing website" },
  { id: "web-app", label: "Web application or client portal" },
  { id: "landing-pages", label: "Landing pages or a campaign" },
  { id: "not-sure", label: "Not sure yet" },
];

export const industryOptions: Option[] = [
  { id: "law-firm", label: "Law firm or legal services" },
  { id: "insurance", label: "Insurance" },
  { id: "finance", label: "Finance or accounting" },
  { id: "healthcare", label: "Healthcare" },
  { id: "government", label: "Government or public sector" },
  { id: "construction-trades", label: "Construction or skilled trades" },
  { id: "hospitality", label: "Tourism or hospitality" },
  { id: "other", label: "Other" },
];

export const pageCountOptions: Option[] = [
  { id: "1-5", label: "1 to 5 pages" },
  { id: "6-15", label: "6 to 15 pages" },
  { id: "16-40", label: "16 to 40 pages" },
  { id: "40-plus", label: "More than 40 pages" },
  { id: "not-sure", label: "Not sure yet" },
];

export const featureOptions: Option[] = [
  { id: "intake-forms", label: "Client intake forms" },
  { id: "client-portal", label: "Client portal" },
  { id: "online-payments", label: "Online payments" },
  { id: "scheduling", label: "Scheduling" },
  { id: "blog", label: "Blog or news" },
  { id: "seo", label: "Search engine optimization" },
  { id: "accessibility", label: "Accessibility review" },
  { id: "content-migration", label: "Content migration" },
];

export const timelineOptions: Option[] = [
  { id: "asap", label: "As soon as possible" },
  { id: "1-3-months", label: "Within 1 to 3 months" },
  { id: "3-6-months", label: "Within 3 to 6 months" },
  { id: "flexible", label: "Flexible" },
];
