/** The forms' one source of truth: zod/mini schemas over shared/forms/form-options.ts, shared by
 * browser and server, loaded in the browser when a visitor starts on a form. Messages are the
 * spec's, word for word (docs/spec.md §5). */
import * as z from "zod/mini";
import type { FormId, FormVariant } from "./form-fields";
import {
  dialogHeardOptions,
  pageHeardOptions,
  pageServiceOptions,
  serviceOptions,
  type Option,
} from "./form-options";
import {
  featureOptions,
  industryOptions,
  pageCountOptions,
  projectTypeOptions,
  timelineOptions,
} from "./project-options";

export * from "./form-options";
export * from "./project-options";

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

/** The form's own e-mail rule alone: one address, trimmed, or undefined. Only an address that
 * passes it becomes a recipient, a Reply-To or a mailto: link (a spam post is stored unchecked). */
export function checkedEmail(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  const parsed = email("").safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

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

const contactFields = (variant: FormVariant) =>
  z.object({
    name: required("Name is required", LIMITS.name, "Name"),
    email: email("Email is required"),
    phone: phone(),
    service:
      variant === "dialog"
        ? choice(serviceOptions, "Please select an area of interest")
        : choice(pageServiceOptions, "Please select a service"),
    howDidYouHear:
      variant === "dialog"
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

/** The schema each form (shared/forms/form-specs.ts) is validated with. */
export const formSchemas: Record<FormId, LeadSchema> = {
  "contact-dialog": contactDialogSchema,
  "contact-page": contactPageSchema,
  referral: referralSchema,
  "website-project": websiteProjectSchema,
};

export type ValidationResult =
  { ok: true; data: Record<string, string | string[]> } | { ok: false; errors: FieldErrors };

/** Checks a post against its schema: a missing field counts as empty (its "required" message) or
 * takes its default (checkboxes, the optional web address). */
export function validate(schema: LeadSchema, input: Record<string, unknown>): ValidationResult {
  const filled: Record<string, unknown> = {};
  const fields: Record<string, z.ZodMiniType> = schema.shape;
  for (const [key, field] of Object.entries(fields))
    filled[key] = input[key] ?? (field.safeParse(undefined).success ? undefined : "");
  const result = schema.safeParse(filled);
  if (result.success) return { ok: true, data: result.data as Record<string, string | string[]> };
  return { ok: false, errors: fieldErrors(result.error.issues) };
}
