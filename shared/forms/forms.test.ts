import { describe, expect, it } from "vitest";
import {
  contactDialogSchema,
  contactPageSchema,
  isValidPhone,
  LIMITS,
  referralSchema,
  validate,
  websiteProjectSchema,
} from "./forms";
import {
  dialogHeardOptions,
  pageHeardOptions,
  pageServiceOptions,
  serviceOptions,
  WEB_DEV,
} from "./form-options";
import {
  SPEC_DIALOG_HEARD_IDS,
  SPEC_PAGE_HEARD_IDS,
  SPEC_SERVICE_IDS,
} from "../../tests/fixtures/spec-lists";

const contact = {
  name: "Dana",
  email: "dana@example.com",
  phone: "(304) 555-0100",
  service: "infrastructure",
  howDidYouHear: "bar-association",
  message: "We need help with our office network.",
};

const ids = (options: { id: string }[]) => options.map((o) => o.id);

describe("contact form options", () => {
  it("are the spec's lists, in its order (docs/spec.md §3)", () => {
    expect(ids(serviceOptions)).toEqual(SPEC_SERVICE_IDS);
    expect(ids(pageServiceOptions)).toEqual([WEB_DEV, ...SPEC_SERVICE_IDS]);
    expect(ids(dialogHeardOptions)).toEqual(SPEC_DIALOG_HEARD_IDS);
    expect(ids(pageHeardOptions)).toEqual(SPEC_PAGE_HEARD_IDS);
  });
});

const errorsOf = (schema: Parameters<typeof validate>[0], input: Record<string, unknown>) => {
  const r = validate(schema, input);
  return r.ok ? {} : r.errors;
};

describe("contact form, dialog variant", () => {
  it("accepts a complete message and trims values", () => {
    const r = validate(contactDialogSchema, { ...contact, name: "  Dana  " });
    expect(r).toEqual({ ok: true, data: { ...contact, name: "Dana" } });
  });

  it("gives the spec's message for every empty field", () => {
    expect(errorsOf(contactDialogSchema, {})).toEqual({
      name: "Name is required",
      email: "Email is required",
      phone: "Phone number is required",
      service: "Please select an area of interest",
      howDidYouHear: "Please tell us how you heard about us.",
      message: "Message is required",
    });
  });

  it("treats whitespace as empty", () => {
    expect(errorsOf(contactDialogSchema, { ...contact, name: "   ", message: "\n\t" })).toEqual({
      name: "Name is required",
      message: "Message is required",
    });
  });

  it("rejects a bad e-mail and a phone with letters", () => {
    expect(
      errorsOf(contactDialogSchema, { ...contact, email: "dana@", phone: "304-CALL-NOW" }),
    ).toEqual({
      email: "Please enter a valid email address",
      phone: "Please enter a valid phone number",
    });
  });

  it("only knows the dialog's options", () => {
    expect(
      errorsOf(contactDialogSchema, {
        ...contact,
        service: "web-dev",
        howDidYouHear: "social-media",
      }),
    ).toEqual({
      service: "Please select an area of interest",
      howDidYouHear: "Please tell us how you heard about us.",
    });
  });
});

describe("contact form, contact page variant", () => {
  it("uses the page's messages", () => {
    const errors = errorsOf(contactPageSchema, {});
    expect(errors.service).toBe("Please select a service");
    expect(errors.howDidYouHear).toBe("Please tell us how you heard about us");
  });
  it("knows web-dev and the eight ways of hearing about us", () => {
    expect(
      validate(contactPageSchema, { ...contact, service: "web-dev", howDidYouHear: "online-ad" })
        .ok,
    ).toBe(true);
    expect(validate(contactPageSchema, { ...contact, howDidYouHear: "bar-association" }).ok).toBe(
      false,
    );
  });
});

describe("phone rule", () => {
  it.each(["304 555 0100", "+1 (304) 555-0100", "3045550100"])("accepts %s", (v) =>
    expect(isValidPhone(v)).toBe(true),
  );
  it.each(["555-01", "304.555.0100", "call me", "+1 304 555 0100 ext 2"])("rejects %s", (v) =>
    expect(isValidPhone(v)).toBe(false),
  );
});

describe("length limits", () => {
  it("has its own message for an over-long name and message", () => {
    const errors = errorsOf(contactDialogSchema, {
      ...contact,
      name: "x".repeat(LIMITS.name + 1),
      message: "y".repeat(LIMITS.message + 1),
    });
    expect(errors).toEqual({
      name: `Name must be ${LIMITS.name} characters or fewer`,
      message: `Message must be ${LIMITS.message} characters or fewer`,
    });
  });
});

describe("referral form", () => {
  // Who refers whom, with neither the referral's e-mail nor phone, and no message.
  const people = { yourName: "Sam", yourEmail: "sam@example.com", referralName: "Pat" };
  const referral = { ...people, referralEmail: "", referralPhone: "", message: "" };

  it("needs your name, your e-mail and the referral's name", () => {
    expect(errorsOf(referralSchema, {})).toMatchObject({
      yourName: "Your name is required",
      yourEmail: "Your email is required",
      referralName: "Referral name is required",
    });
    expect(errorsOf(referralSchema, { ...referral, yourEmail: "sam" }).yourEmail).toBe(
      "Please enter a valid email address",
    );
  });

  it("shows the either-or message on both fields when neither is given", () => {
    expect(errorsOf(referralSchema, referral)).toEqual({
      referralEmail: "Either email or phone is required",
      referralPhone: "Either email or phone is required",
    });
  });

  it("accepts either one alone and checks the one given", () => {
    expect(validate(referralSchema, { ...referral, referralEmail: "pat@example.com" }).ok).toBe(
      true,
    );
    expect(validate(referralSchema, { ...referral, referralPhone: "304 555 0101" }).ok).toBe(true);
    expect(errorsOf(referralSchema, { ...referral, referralEmail: "pat@" })).toEqual({
      referralEmail: "Please enter a valid email address",
    });
    expect(errorsOf(referralSchema, { ...referral, referralPhone: "ring ring" })).toEqual({
      referralPhone: "Please enter a valid phone number",
    });
  });

  it("keeps the message optional", () => {
    const r = validate(referralSchema, {
      ...referral,
      referralEmail: "pat@example.com",
      message: undefined,
    });
    expect(r.ok && r.data.message).toBe("");
  });
});

describe("website-project brief", () => {
  const brief = {
    name: "Lee",
    email: "lee@example.com",
    phone: "304-555-0102",
    company: "Lee & Rowe PLLC",
    currentWebsite: "leerowe.example.com",
    projectType: "redesign",
    industry: "law-firm",
    pageCount: "6-15",
    features: ["client-portal", "seo"],
    timeline: "1-3-months",
    message: "A redesign with an intake form.",
  };

  it("accepts a full brief with several features", () => {
    expect(validate(websiteProjectSchema, brief)).toEqual({ ok: true, data: brief });
  });
  it("has a message for every required choice", () => {
    expect(
      errorsOf(websiteProjectSchema, {
        ...brief,
        projectType: "",
        industry: "",
        pageCount: "",
        timeline: "",
      }),
    ).toEqual({
      projectType: "Please select a project type",
      industry: "Please select your industry",
      pageCount: "Please select an approximate page count",
      timeline: "Please select a timeline",
    });
  });
  it("takes a brief that sends no website and no features at all, as empty", () => {
    const { currentWebsite: _, features: __, ...sent } = brief;
    const result = validate(websiteProjectSchema, sent);
    expect(result.ok && result.data.features).toEqual([]);
    expect(result.ok && result.data.currentWebsite).toBe("");
  });

  it("allows no website and no features, but not an unknown feature or a bad address", () => {
    expect(validate(websiteProjectSchema, { ...brief, currentWebsite: "", features: [] }).ok).toBe(
      true,
    );
    expect(
      Object.keys(
        errorsOf(websiteProjectSchema, {
          ...brief,
          features: ["crypto"],
          currentWebsite: "not a site",
        }),
      ),
    ).toEqual(["currentWebsite", "features"]);
  });
});
