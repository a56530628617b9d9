/** Sample submissions and leads, temp folders and the environment the server and CLI tests run
 * with. */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import type { Lead, NewLead } from "../../../server/leads/store/store-contract";
import { parseEnv, type Env } from "../../../server/runtime/env";
import { FIXTURE_SITE } from "../servers/small-site";

export function tempDir(prefix = "lexcore-test-") {
  const path = mkdtempSync(join(tmpdir(), prefix));
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) };
}

export function testEnv(overrides: Record<string, string> = {}): Env {
  return parseEnv({
    LOG_LEVEL: "silent",
    // The servers the tests build serve the fixture site, not the production build.
    BUILD_DIR: FIXTURE_SITE,
    DATA_DIR: join(tmpdir(), "unused"),
    RATE_LIMIT_MAX: "100000",
    CHALLENGE_RATE_LIMIT_MAX: "100000",
    TRAFFIC_RATE_LIMIT_MAX: "100000",
    CHALLENGE_SECRET: "test-challenge-secret-0123456789",
    OUTBOX_INTERVAL_MS: "60000",
    ...overrides,
  });
}

export type FormFields = Record<string, string | string[]>;

/** One valid submission per form variant, with text that must survive byte for byte. */
export const samples = {
  contactDialog: {
    name: `Zoë "Zee" O'Brien 😀`,
    email: "zoe@example.com",
    phone: "+1 (304) 555-0100",
    service: "consultation",
    howDidYouHear: "bar-association",
    message: `Hello <script>alert("x")</script> & 'quotes' “curly”\nSecond line: 日本語 🚀 =SUM(A1)`,
  },
  contactPage: {
    name: "José Ñúñez",
    email: "jose@example.org",
    phone: "304-555-0199",
    service: "web-dev",
    howDidYouHear: "social-media",
    message: "Need a new site; budget ≈ $5k. <b>bold</b>",
  },
  referral: {
    yourName: "Ada Lovelace",
    yourEmail: "ada@example.com",
    referralName: "Grace Hopper 👩‍💻",
    referralEmail: "grace@example.com",
    referralPhone: "",
    message: `She said "try it" & it worked.`,
  },
  websiteProject: {
    name: "Bob Tables",
    email: "bob@example.net",
    phone: "(540) 555-0123",
    company: "Tables & Sons, LLP",
    currentWebsite: "example.com",
    projectType: "redesign",
    industry: "law-firm",
    pageCount: "6-15",
    features: ["client-portal", "seo"],
    timeline: "asap",
    message: "Robert'); DROP TABLE leads;--",
  },
} satisfies Record<string, FormFields>;

/** As a browser sends it: URLSearchParams, repeated keys for checkbox groups. */
export function encodeForm(fields: FormFields): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) params.append(key, v);
  }
  return params.toString();
}

/**
 * Posts `fields` to the lead route as the site's forms do (urlencoded, asking
 * for JSON unless `accept` says otherwise), from the contact page unless
 * `referer` says otherwise (`null`: no Referer header). `fields` must hold "form-name".
 */
export function postForm(
  app: Pick<FastifyInstance, "inject">,
  fields: FormFields,
  referer: string | null = "https://lexcore.example/contact",
  accept = "application/json",
) {
  return app.inject({
    method: "POST",
    url: "/",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      accept,
      ...(referer === null ? {} : { referer }),
    },
    payload: encodeForm(fields),
  });
}

/** A real lead as a store takes it: the contact dialog's sample, overridable. */
export const sampleLead = (over: Partial<NewLead> = {}): NewLead => ({
  form: "contact",
  state: "new",
  fields: samples.contactDialog,
  page: "/contact",
  userAgent: "Test/1.0",
  score: 0,
  reasons: [],
  ...over,
});

/** The reply columns of a lead with no promise and no answer, for hand-built fixtures. */
export const NO_REPLY = { promise: null, dueAt: null, answeredAt: null, answeredBy: null } as const;

/** A lead as a store returns it, for the formatting tests (CSV, JSON, terminal). */
export const storedSample = (over: Partial<Lead> = {}): Lead => ({
  ...sampleLead({ userAgent: "UA, with comma" }),
  id: "id-1",
  receivedAt: "2026-01-01T10:00:00.000Z",
  note: null,
  source: null,
  ...NO_REPLY,
  ...over,
});
