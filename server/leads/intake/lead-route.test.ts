import type { FastifyInstance } from "fastify";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import {
  encodeForm,
  samples,
  tempDir,
  testEnv,
  type FormFields,
} from "../../../tests/support/data/lead-samples";
import { solvedAt } from "../../../tests/support/data/solved-challenge";
import { startWebhookReceiver } from "../../../tests/support/servers/peers";
import { webhookChannel } from "../outbox/notify";
import { leadCapture } from "../leads-plugin";
import { openSqliteStore } from "../store/sqlite/sqlite-store";
import type { LeadStore } from "../store/store-contract";

const FORM_TYPE = "application/x-www-form-urlencoded";
const AS_JSON = { accept: "application/json" };
const BROWSER = { accept: "text/html,application/xhtml+xml,*/*;q=0.8" };

let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
let dir: ReturnType<typeof tempDir>;
let app: FastifyInstance;
let capture: ReturnType<typeof leadCapture>;

async function start(env: Record<string, string> = {}, store?: LeadStore) {
  const e = testEnv({ DATA_DIR: dir.path, ...env });
  capture = leadCapture(e, { store, channels: { webhook: webhookChannel({ url: receiver.url }) } });
  app = await buildApp({ env: e, plugins: [capture.register] });
}

const post = (payload: string, headers: Record<string, string> = {}, remoteAddress?: string) =>
  app.inject({
    method: "POST",
    url: "/",
    headers: { "content-type": FORM_TYPE, ...headers },
    payload,
    remoteAddress,
  });

/** The leads and their notices through a second store on the same file: what is there is
 * committed. */
async function committed() {
  const store = openSqliteStore(join(dir.path, "leads.db"));
  try {
    const rows = [];
    for await (const row of store.exportAll()) rows.push(row);
    return rows;
  } finally {
    await store.close();
  }
}
const count = async (what: "leads" | "outbox") => {
  const rows = await committed();
  return what === "leads" ? rows.length : rows.reduce((n, row) => n + row.outbox.length, 0);
};
const states = async () => (await committed()).map((row) => row.lead.state);
/** Every byte the store wrote (its file and write-ahead log), as text. */
const storedBytes = () =>
  [".db", ".db-wal"]
    .map((ext) => join(dir.path, `leads${ext}`))
    .filter((file) => existsSync(file))
    .map((file) => readFileSync(file, "latin1"))
    .join("");

beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
afterAll(() => receiver.close());
beforeEach(async () => {
  receiver.requests.length = 0;
  dir = tempDir();
  await start();
});
afterEach(async () => {
  await app.close();
  await capture.close();
  dir.remove();
});

const forms: [string, string, FormFields][] = [
  ["contact (dialog)", "contact", samples.contactDialog],
  ["contact (page)", "contact", samples.contactPage],
  ["referral", "referral", samples.referral],
  ["website-project", "website-project", samples.websiteProject],
];

describe("valid leads", () => {
  it.each(forms)("%s is committed intact before the 201", async (_label, form, fields) => {
    const before = new Date().toISOString();
    const res = await post(
      encodeForm({ "form-name": form, "bot-field": "", altcha: await solvedAt(), ...fields }),
      { ...AS_JSON, referer: "https://lexcore.example/contact?x=1#form", "user-agent": "Test/1.0" },
      "203.0.113.7",
    );
    expect(res.statusCode).toBe(201);
    const { ok, id } = res.json<{ ok: boolean; id: string }>();
    expect(ok).toBe(true);
    const stored = (await committed()).find((row) => row.lead.id === id)!;
    expect(stored.lead).toMatchObject({
      form,
      state: "new",
      page: "/contact",
      userAgent: "Test/1.0",
    });
    expect(stored.lead.fields).toEqual(fields);
    expect(stored.lead.receivedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(stored.lead.receivedAt >= before).toBe(true);
    // The visitor's address is kept nowhere.
    expect(storedBytes()).not.toContain("203.0.113.7");
    expect(stored.outbox.map((row) => row.channel)).toEqual(["webhook"]);
  });

  it.each(forms)("%s from a browser is answered 303 to its thank-you page", async (_l, form, f) => {
    const res = await post(encodeForm({ "form-name": form, ...f }), BROWSER);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/thank-you/${form}`);
    expect(await count("leads")).toBe(1);
  });
});

const contact = encodeForm({ "form-name": "contact", ...samples.contactDialog });
const badInputs: [string, Record<string, string>, string, number][] = [
  ["JSON", { "content-type": "application/json" }, JSON.stringify(samples.contactDialog), 415],
  ["text/plain", { "content-type": "text/plain" }, contact, 415],
  ["multipart", { "content-type": "multipart/form-data; boundary=x" }, "--x--\r\n", 415],
  ["no content type", { "content-type": "" }, contact, 415],
  ["over 32 KiB", {}, `${contact}&pad=${"x".repeat(32 * 1024 - contact.length - 4)}`, 413],
  ["unknown form-name", {}, contact.replace("form-name=contact", "form-name=careers"), 400],
  ["no form-name", {}, contact.replace("form-name=contact&", ""), 400],
  ["malformed percent-encoding", {}, `${contact}&x=%E0%A4%A`, 400],
  ["a lone surrogate", {}, `${contact}&x=%ED%A0%80`, 400],
  ["a repeated field", {}, `${contact}&email=other%40example.com`, 400],
  ["a repeated form-name", {}, `${contact}&form-name=referral`, 400],
  ["a repeated honeypot", {}, `${contact}&bot-field=&bot-field=`, 400],
  ["invalid fields", {}, contact.replace(/email=[^&]*/, "email=not-an-address"), 400],
  ["an empty body", {}, "", 400],
];

describe("bad input", () => {
  it.each(badInputs)("%s: status and nothing stored", async (_label, headers, body, status) => {
    const res = await post(body, { ...AS_JSON, ...headers });
    expect(res.statusCode).toBe(status);
    if (status === 400) expect(res.json()).toMatchObject({ ok: false, errors: expect.any(Object) });
    expect(await count("leads")).toBe(0);
    expect(await count("outbox")).toBe(0);
  });

  it("a body of exactly 32 KiB is read (and validated)", async () => {
    const body = `${contact}&pad=${"x".repeat(32 * 1024 - contact.length - 5)}`;
    expect(body.length).toBe(32 * 1024);
    expect((await post(body, AS_JSON)).statusCode).toBe(201);
  });

  it("JSON answer names each invalid field with the form's message", async () => {
    const body = encodeForm({
      "form-name": "contact",
      ...samples.contactDialog,
      name: " ",
      email: "x@",
    });
    const res = await post(body, AS_JSON);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      ok: false,
      errors: { name: "Name is required", email: "Please enter a valid email address" },
    });
  });

  it("a browser gets an HTML page listing the messages and a way back", async () => {
    const body = encodeForm({ "form-name": "referral", ...samples.referral, yourName: "" });
    const res = await post(body, { ...BROWSER, referer: "https://lexcore.example/contact" });
    expect(res.statusCode).toBe(400);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(res.body).toContain("Your name is required");
    expect(res.body).toContain('href="/contact"');
  });

  it("never turns the Referer into a link off the site", async () => {
    const body = encodeForm({ "form-name": "contact", name: "" });
    const res = await post(body, { ...BROWSER, referer: "https://evil.example//evil.example/x" });
    expect(res.body).toContain('href="/evil.example/x"');
    expect(res.body).not.toContain('href="//');
  });

  it("never answers 500, whatever the bytes", async () => {
    const alphabet = [
      "%",
      "&",
      "=",
      "+",
      "a",
      "form-name",
      "contact",
      "%C3",
      "%A9",
      "é",
      "😀",
      "\0",
    ];
    let seed = 7;
    const rand = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    for (let i = 0; i < 150; i++) {
      const len = Math.floor(rand() * 30);
      const junk = Array.from(
        { length: len },
        () => alphabet[Math.floor(rand() * alphabet.length)],
      );
      const res = await post(`form-name=contact&${junk.join("")}`, i % 2 ? AS_JSON : BROWSER);
      expect(res.statusCode, junk.join("")).toBeLessThan(500);
    }
  });
});

describe("honeypot", () => {
  const spam = encodeForm({
    "form-name": "contact",
    "bot-field": "buy now",
    ...samples.contactDialog,
  });

  it("is answered exactly like a success, kept as spam, never queued", async () => {
    const res = await post(spam, AS_JSON);
    expect(res.statusCode).toBe(201);
    expect(Object.keys(res.json())).toEqual(["ok", "id"]);
    const browser = await post(spam, BROWSER);
    expect(browser.statusCode).toBe(303);
    expect(browser.headers.location).toBe("/thank-you/contact");
    expect(await states()).toEqual(["spam", "spam"]);
    expect(await count("outbox")).toBe(0);
    await capture.worker!.runOnce();
    expect(receiver.requests).toHaveLength(0);
  });

  it("succeeds even when the rest of the form is junk", async () => {
    const res = await post("form-name=referral&bot-field=x&yourEmail=nope", AS_JSON);
    expect(res.statusCode).toBe(201);
    expect(await states()).toEqual(["spam"]);
  });
});

describe("limits and failures", () => {
  it("answers 429 with Retry-After past the limit, per client address", async () => {
    await app.close();
    await capture.close();
    await start({ RATE_LIMIT_MAX: "3" });
    for (let i = 0; i < 3; i++) expect((await post(contact, AS_JSON)).statusCode).toBe(201);
    const limited = await post(contact, AS_JSON);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect((await post(contact, AS_JSON, "127.0.0.2")).statusCode).toBe(201);
    expect(await count("leads")).toBe(4);
  });

  it("answers 503 when the store cannot commit, and says so to a browser", async () => {
    await app.close();
    await capture.close();
    const real = openSqliteStore(join(dir.path, "leads.db"));
    const failing: LeadStore = {
      ...real,
      saveLead: () => Promise.reject(new Error("SQLITE_FULL: database or disk is full")),
    };
    await start({}, failing);
    const res = await post(contact, AS_JSON);
    expect(res.statusCode).toBe(503);
    expect(res.headers["retry-after"]).toBeDefined();
    expect(res.json()).toMatchObject({ ok: false });
    const page = await post(contact, BROWSER);
    expect(page.statusCode).toBe(503);
    expect(page.body).toContain("did not go through");
    expect(await count("leads")).toBe(0);
  });
});
