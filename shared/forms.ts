/**
 * The forms' one source of truth: option lists, field definitions and the zod
 * schemas that validate them, shared by the browser (app/) and the server.
 * Messages are the spec's, word for word (SPEC section 5; PRODUCT.md readings).
 *
 * zod/mini keeps the browser's share of this small; the rules are the same.
 */
import * as z from "zod/mini";

export interface Option {
  id: string;
  label: string;
}

/** Contact dialog reading (PRODUCT.md). */
export const serviceOptions: Option[] = [
  { id: "infrastructure", label: "Infrastructure & Systems Management" },
  { id: "website-apps", label: "Website & Web Applications" },
  { id: "integration", label: "Integration & Automation" },
  { id: "it-support", label: "Technical Support" },
  { id: "consultation", label: "General Consultation" },
];

/** Contact page reading: web-dev first; choosing it goes to the detailed brief. */
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
  { id: "seo", label: "Search-engine optimisation" },
  { id: "accessibility", label: "Accessibility review" },
  { id: "content-migration", label: "Content migration" },
];

export const timelineOptions: Option[] = [
  { id: "asap", label: "As soon as possible" },
  { id: "1-3-months", label: "Within 1 to 3 months" },
  { id: "3-6-months", label: "Within 3 to 6 months" },
  { id: "flexible", label: "Flexible" },
];

export const LIMITS = {
  name: 200,
  email: 254,
  phone: 40,
  company: 200,
  url: 500,
  message: 5000,
} as const;

const PHONE_CHARS = /^[0-9\s\-+()]+$/;
const MIN_PHONE_DIGITS = 7;
const digitCount = (v: string) => v.replace(/\D/g, "").length;
export const isValidPhone = (v: string) => PHONE_CHARS.test(v) && digitCount(v) >= MIN_PHONE_DIGITS;

const tooLong = (label: string, max: number) => `${label} must be ${max} characters or fewer`;

/** A required text field: trimmed, then checked for emptiness and length. */
const required = (message: string, max: number, label: string) =>
  z.string().check(z.trim(), z.minLength(1, message), z.maxLength(max, tooLong(label, max)));

/** Optional text: trimmed; empty is fine. */
const optionalText = (max: number, label: string) =>
  z._default(z.string().check(z.trim(), z.maxLength(max, tooLong(label, max))), "");

const email = (requiredMessage: string) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, requiredMessage),
      z.maxLength(LIMITS.email, tooLong("Email", LIMITS.email)),
      z.email("Please enter a valid email address"),
    );

const phone = () =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, "Phone number is required"),
      z.maxLength(LIMITS.phone, tooLong("Phone number", LIMITS.phone)),
      z.refine(isValidPhone, "Please enter a valid phone number"),
    );

const choice = (options: Option[], message: string) =>
  z.string().check(
    z.trim(),
    z.refine((v) => options.some((o) => o.id === v), message),
  );

const contactFields = (reading: "dialog" | "page") =>
  z.object({
    name: required("Name is required", LIMITS.name, "Name"),
    email: email("Email is required"),
    phone: phone(),
    service:
      reading === "dialog"
        ? choice(serviceOptions, "Please select an area of interest")
        : choice(pageServiceOptions, "Please select a service"),
    howDidYouHear:
      reading === "dialog"
        ? choice(dialogHeardOptions, "Please tell us how you heard about us.")
        : choice(pageHeardOptions, "Please tell us how you heard about us"),
    message: required("Message is required", LIMITS.message, "Message"),
  });

export const contactDialogSchema = contactFields("dialog");
export const contactPageSchema = contactFields("page");

const EITHER = "Either email or phone is required";

export const referralSchema = z
  .object({
    yourName: required("Your name is required", LIMITS.name, "Your name"),
    yourEmail: email("Your email is required"),
    referralName: required("Referral name is required", LIMITS.name, "Referral name"),
    referralEmail: optionalText(LIMITS.email, "Email"),
    referralPhone: optionalText(LIMITS.phone, "Phone number"),
    message: optionalText(LIMITS.message, "Message"),
  })
  .check((ctx) => {
    const { referralEmail, referralPhone } = ctx.value;
    if (!referralEmail && !referralPhone) {
      for (const path of ["referralEmail", "referralPhone"]) {
        ctx.issues.push({ code: "custom", message: EITHER, input: "", path: [path] });
      }
      return;
    }
    if (referralEmail && !z.email().safeParse(referralEmail).success) {
      ctx.issues.push({
        code: "custom",
        message: "Please enter a valid email address",
        input: referralEmail,
        path: ["referralEmail"],
      });
    }
    if (referralPhone && !isValidPhone(referralPhone)) {
      ctx.issues.push({
        code: "custom",
        message: "Please enter a valid phone number",
        input: referralPhone,
        path: ["referralPhone"],
      });
    }
  });

const isWebAddress = (v: string) => {
  if (v === "") return true;
  try {
    const url = new URL(/^https?:\/\//i.test(v) ? v : `https://${v}`);
    return url.hostname.includes(".");
  } catch {
    return false;
  }
};

export const websiteProjectSchema = z.object({
  name: required("Name is required", LIMITS.name, "Name"),
  email: email("Email is required"),
  phone: phone(),
  company: required("Firm or business name is required", LIMITS.company, "Firm or business name"),
  currentWebsite: z._default(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(LIMITS.url, tooLong("Website address", LIMITS.url)),
        z.refine(isWebAddress, "Please enter a valid web address, such as example.com"),
      ),
    "",
  ),
  projectType: choice(projectTypeOptions, "Please select a project type"),
  industry: choice(industryOptions, "Please select your industry"),
  pageCount: choice(pageCountOptions, "Please select an approximate page count"),
  features: z._default(
    z.array(
      z.string().check(z.refine((v) => featureOptions.some((o) => o.id === v), "Unknown feature")),
    ),
    [],
  ),
  timeline: choice(timelineOptions, "Please select a timeline"),
  message: required("Message is required", LIMITS.message, "Message"),
});

export type FieldErrors = Record<string, string>;

/** First message per field, as the forms show them. */
export function fieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? "form");
    errors[key] ??= issue.message;
  }
  return errors;
}

export type LeadSchema =
  | typeof contactDialogSchema
  | typeof contactPageSchema
  | typeof referralSchema
  | typeof websiteProjectSchema;

export type ValidationResult =
  { ok: true; data: Record<string, string | string[]> } | { ok: false; errors: FieldErrors };

/** Fields the form has; a missing one counts as empty, so it gets its "required" message. */
export const fieldNames = (schema: LeadSchema) => Object.keys(schema.shape);

export function validate(schema: LeadSchema, input: Record<string, unknown>): ValidationResult {
  const filled: Record<string, unknown> = {};
  for (const key of fieldNames(schema)) filled[key] = input[key] ?? (key === "features" ? [] : "");
  const result = schema.safeParse(filled);
  if (result.success) return { ok: true, data: result.data as Record<string, string | string[]> };
  return { ok: false, errors: fieldErrors(result.error.issues) };
}
