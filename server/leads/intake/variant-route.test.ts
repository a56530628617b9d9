/**
 * The contact form's variants through the real route (docs/decisions/0023):
 * a post is checked by the schema of the variant it names, stored with it and
 * labelled by it; an unknown variant is a 400; a post without one (a page from
 * before the field) is taken if either variant accepts it.
 */
import type { FastifyInstance } from "fastify";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { UNKNOWN_VARIANT } from "../../../shared/forms/form-variants";
import { solvedAt } from "../../../tests/support/solved-challenge";
import { postForm, samples, tempDir, testEnv } from "../../../tests/support/lead-samples";
import { buildApp } from "../../app";
import { bodyFor } from "../outbox/notify";
import type { Deliver } from "../outbox/transport";
import { leadCapture } from "../leads-plugin";
import { OTHER_FIELDS } from "./screen-post";
import type { Lead } from "../types";

let dir: ReturnType<typeof tempDir>;
let app: FastifyInstance;
let capture: ReturnType<typeof leadCapture>;
let notified: Lead[];

beforeEach(async () => {
  dir = tempDir();
  notified = [];
  const webhook: Deliver = async (lead) => void notified.push(lead);
  const env = testEnv({ DATA_DIR: dir.path });
  capture = leadCapture(env, { channels: { webhook } });
  app = await buildApp({ env, plugins: [capture.register] });
});
afterEach(async () => {
  await app.close();
  await capture.close();
  dir.remove();
});

const JSON_ANSWER = "application/json";
const BROWSER = "text/html,application/xhtml+xml,*/*;q=0.8";
const post = async (fields: Record<string, string>, accept = JSON_ANSWER) =>
  postForm(app, { altcha: await solvedAt(), ...fields }, undefined, accept);
/** Every stored lead, whatever its state. */
async function all() {
  const leads: Lead[] = [];
  for await (const { lead } of capture.store.exportAll()) leads.push(lead);
  return leads;
}
const stored = async () => (await all()).map((l) => l.fields);

const dialog = { "form-name": "contact", "form-variant": "dialog", ...samples.contactDialog };
const page = { "form-name": "contact", "form-variant": "page", ...samples.contactPage };

describe("a post that names its variant", () => {
  it("is stored with it, and notified with that variant's labels", async () => {
    const res = await post({ ...dialog, howDidYouHear: "referral" });
    expect(res.statusCode).toBe(201);
    expect(await stored()).toEqual([
      { ...samples.contactDialog, howDidYouHear: "referral", "form-variant": "dialog" },
    ]);
    await capture.worker!.runOnce();
    expect(notified).toHaveLength(1);
    const body = bodyFor(notified[0]!);
    // The dialog says "Referral"; only the page says "Referral from Friend/Family".
    expect(body).toContain("How did you hear about us?:\n> Referral\n");
    expect(body).not.toContain("Friend/Family");
    expect(body).toContain("Area of interest:\n> General Consultation\n");
  });

  it("from the dialog, is refused an option only the page offers, and the reverse", async () => {
    const fromDialog = await post({ ...dialog, howDidYouHear: "social-media" });
    expect(fromDialog.statusCode).toBe(400);
    expect(fromDialog.json()).toEqual({
      ok: false,
      errors: { howDidYouHear: "Please tell us how you heard about us." },
    });
    const fromPage = await post({ ...page, howDidYouHear: "bar-association" });
    expect(fromPage.statusCode).toBe(400);
    expect(fromPage.json()).toEqual({
      ok: false,
      errors: { howDidYouHear: "Please tell us how you heard about us" },
    });
    expect((await post({ ...dialog, service: "web-dev" })).statusCode).toBe(400);
    expect(await all()).toEqual([]);
  });
});

describe("an unknown variant", () => {
  it("is a 400 naming the field, with the other fields' errors, and nothing stored", async () => {
    const res = await post({ ...dialog, "form-variant": "popup", email: "x@" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      ok: false,
      errors: { "form-variant": UNKNOWN_VARIANT, email: "Please enter a valid email address" },
    });
    // On a form with one variant, any posted variant is unknown.
    const referral = await post({
      "form-name": "referral",
      "form-variant": "dialog",
      ...samples.referral,
    });
    expect(referral.statusCode).toBe(400);
    expect(referral.json()).toEqual({ ok: false, errors: { "form-variant": UNKNOWN_VARIANT } });
    expect(await all()).toEqual([]);
  });

  it("gives a browser without JavaScript the page that lists it and leads back", async () => {
    const res = await post({ ...page, "form-variant": "<b>x</b>" }, BROWSER);
    expect(res.statusCode).toBe(400);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(res.body).toContain("<strong>form-variant</strong>");
    expect(res.body).toContain("is not recognized");
    expect(res.body).toContain('href="/contact"');
    expect(await all()).toEqual([]);
  });

  it("in a honeypot post, is stored as spam among the unknown fields, answered as a success", async () => {
    const res = await post({ ...dialog, "bot-field": "x", "form-variant": "popup" });
    expect(res.statusCode).toBe(201);
    const [spam] = await all();
    expect(spam!.state).toBe("spam");
    expect(spam!.fields).toEqual({
      ...samples.contactDialog,
      [OTHER_FIELDS]: "form-variant=popup",
    });
  });
});

describe("a post without a variant (a page from before the field)", () => {
  it("is taken if either variant accepts it, stored without a variant, labelled with the page's options first", async () => {
    const { "form-variant": _, ...old } = dialog;
    expect((await post({ ...old, howDidYouHear: "referral" })).statusCode).toBe(201);
    const again = { howDidYouHear: "social-media", message: "A second, different message." };
    expect((await post({ ...old, ...again })).statusCode).toBe(201);
    const fields = await stored();
    expect(fields.map((f) => f["form-variant"])).toEqual([undefined, undefined]);
    await capture.worker!.runOnce();
    const bodies = notified.map((lead) => bodyFor(lead)).join("\n");
    // No variant: the page's labels first, then the dialog's.
    expect(bodies).toContain("How did you hear about us?:\n> Referral from Friend/Family\n");
    expect(bodies).toContain("How did you hear about us?:\n> Social Media\n");
  });
});
