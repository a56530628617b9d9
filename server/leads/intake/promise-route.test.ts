/**
 * Intake through the real route stores each form's reply promise and due time with the lead:
 * 24 hours for the contact page and the brief, one business day for the two dialogs, none
 * for spam (the honeypot's catch).
 */
import type { FastifyInstance } from "fastify";
import { afterEach, beforeEach, expect, it } from "vitest";
import { solvedAt } from "../../../tests/support/data/solved-challenge";
import {
  postForm,
  samples,
  tempDir,
  testEnv,
  type FormFields,
} from "../../../tests/support/data/lead-samples";
import { buildApp } from "../../app";
import { leadCapture } from "../leads-plugin";
import { dueAt } from "../reply/business-time";
import type { Lead } from "../store/store-contract";

let dir: ReturnType<typeof tempDir>;
let app: FastifyInstance;
let capture: ReturnType<typeof leadCapture>;

beforeEach(async () => {
  dir = tempDir();
  const env = testEnv({ DATA_DIR: dir.path });
  capture = leadCapture(env, { channels: {} });
  app = await buildApp({ env, plugins: [capture.register] });
});
afterEach(async () => {
  await app.close();
  await capture.close();
  dir.remove();
});

const post = async (fields: FormFields) =>
  postForm(app, { altcha: await solvedAt(), ...fields }, undefined, "application/json");

async function stored(): Promise<Lead[]> {
  const leads: Lead[] = [];
  for await (const { lead } of capture.store.exportAll()) leads.push(lead);
  return leads;
}

it("stores the promise each form made, and its due time, at intake", async () => {
  const posts = [
    { "form-name": "contact", "form-variant": "dialog", ...samples.contactDialog },
    { "form-name": "contact", "form-variant": "page", ...samples.contactPage },
    { "form-name": "referral", ...samples.referral },
    { "form-name": "website-project", ...samples.websiteProject },
    // A contact post naming no variant takes the page's promise, the sooner one.
    { "form-name": "contact", ...samples.contactPage },
  ];
  for (const fields of posts) expect((await post(fields)).statusCode).toBe(201);
  expect(
    (await post({ "form-name": "contact", ...samples.contactPage, "bot-field": "x" })).statusCode,
  ).toBeLessThan(300);
  const leads = await stored();
  const promised = leads.map((l) => [l.form, l.fields["form-variant"] ?? null, l.promise]);
  expect(promised).toEqual([
    ["contact", "dialog", "business-day"],
    ["contact", "page", "24h"],
    ["referral", null, "business-day"],
    ["website-project", null, "24h"],
    ["contact", null, "24h"],
    ["contact", null, null],
  ]);
  for (const l of leads) {
    expect(l.answeredAt).toBeNull();
    if (l.state === "spam") expect(l.dueAt).toBeNull();
    else expect(l.dueAt).toBe(new Date(dueAt(l.promise!, Date.parse(l.receivedAt))).toISOString());
  }
  expect(leads.at(-1)?.state).toBe("spam");
});
