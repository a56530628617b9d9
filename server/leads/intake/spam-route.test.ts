/**
 * The spam screening through the real route: GET /challenge, the states a POST
 * ends in, the same answer whatever the state, and bounded fields for any post.
 */
import type { FastifyInstance } from "fastify";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { META_COLUMNS, SOURCE_COLUMNS, toCsv } from "../inbox/export-format";
import { solve, solvedAt } from "../../../tests/support/data/solved-challenge";
import { postForm, samples, type FormFields } from "../../../tests/support/data/lead-samples";
import { startLeadApp } from "../../../tests/support/servers/lead-app";
import type { leadCapture } from "../leads-plugin";
import { MAX_OTHER, OTHER_FIELDS } from "./screen-post";
import type { Lead } from "../store/store-contract";

let app: FastifyInstance;
let capture: ReturnType<typeof leadCapture>;
let notified: Lead[];
/** How far the lead route's clock runs ahead of the real one (instead of waiting). */
let ahead = 0;

let close: () => Promise<void>;
beforeEach(async () => {
  notified = [];
  ahead = 0;
  ({ app, capture, close } = await startLeadApp(
    (lead) => notified.push(lead),
    () => new Date(Date.now() + ahead),
  ));
});
afterEach(() => close());

const post = (fields: FormFields, accept?: string) => postForm(app, fields, undefined, accept);
const stateOf = async (id: string) => (await capture.store.getLead(id))!.state;

describe("GET /challenge", () => {
  it("answers a fresh signed challenge, never cached, with no cookie", async () => {
    const res = await app.inject({ url: "/challenge" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.headers["set-cookie"]).toBeUndefined();
    const challenge = res.json();
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.parameters.data.issuedAt).toBeGreaterThan(Date.now() - 5000);
    const again = (await app.inject({ url: "/challenge" })).json();
    expect(again.parameters.nonce).not.toBe(challenge.parameters.nonce);
  });

  it("its solution, sent a few seconds later, makes a new lead that is notified", async () => {
    const solution = await solve((await app.inject({ url: "/challenge" })).json());
    // Not too fast: the issue time is signed, so this test cannot backdate it; the
    // route's clock moves 3.1 s on instead.
    ahead = 3100;
    const res = await post({ "form-name": "contact", altcha: solution, ...samples.contactDialog });
    const { id } = res.json<{ id: string }>();
    expect(await stateOf(id)).toBe("new");
    await capture.worker!.runOnce();
    expect(notified.map((l) => l.id)).toEqual([id]);
  });
});

describe("states", () => {
  it("new, held and spam get the same answer; only new is notified", async () => {
    const base = { "form-name": "contact", ...samples.contactDialog };
    const clean = await post({ ...base, altcha: await solvedAt() });
    const held = await post({ ...base, message: "No JavaScript here, so no solution." });
    const spam = await post({ ...base, "bot-field": "gotcha", altcha: await solvedAt() });
    for (const res of [clean, held, spam]) {
      expect(res.statusCode).toBe(201);
      expect(Object.keys(res.json())).toEqual(["ok", "id"]);
    }
    expect(await stateOf(clean.json().id)).toBe("new");
    expect(await stateOf(held.json().id)).toBe("held");
    expect(await stateOf(spam.json().id)).toBe("spam");
    await capture.worker!.runOnce();
    expect(notified.map((l) => l.id)).toEqual([clean.json().id]);

    // Without JavaScript: the same 303 to the thank-you page for each.
    const browser = "text/html,application/xhtml+xml";
    for (const fields of [
      {
        ...base,
        message: "Another message of a person, sent with a solution.",
        altcha: await solvedAt(),
      },
      { ...base, message: "And one of a browser with scripts turned off." },
      { ...base, "bot-field": "x" },
    ]) {
      const res = await post(fields, browser);
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe("/thank-you/contact");
    }
  });

  it("keeps score and reasons with the lead", async () => {
    const res = await post({
      "form-name": "contact",
      ...samples.contactDialog,
      message: "Buy backlinks at [url=https://x.example]x[/url]",
    });
    expect(await capture.store.getLead(res.json().id)).toMatchObject({
      state: "spam",
      reasons: ["no-challenge", "link-markup", "link", "spam-phrases"],
      score: 16,
    });
  });

  it("a replayed solution is held; the same body again is held", async () => {
    const solution = await solvedAt();
    const first = await post({ "form-name": "referral", altcha: solution, ...samples.referral });
    const replay = await post({
      "form-name": "referral",
      altcha: solution,
      ...samples.referral,
      message: "Different words this time around, same solution.",
    });
    expect(await stateOf(first.json().id)).toBe("new");
    expect((await capture.store.getLead(replay.json().id))!.reasons).toEqual(["challenge-reused"]);
    const body = "We would like to talk about managed IT for our office next month.";
    const a = await post({
      "form-name": "contact",
      ...samples.contactDialog,
      message: body,
      altcha: await solvedAt(),
    });
    const b = await post({
      "form-name": "contact",
      ...samples.contactDialog,
      message: body,
      altcha: await solvedAt(),
    });
    expect(await stateOf(a.json().id)).toBe("new");
    expect((await capture.store.getLead(b.json().id))!.reasons).toEqual(["repeated-body"]);
  });
});

describe("bounded fields", () => {
  it("100 honeypot posts with 2,600 invented field names each add one column to the CSV, not 260,000", async () => {
    for (let p = 0; p < 100; p++) {
      const fields: Record<string, string> = { "form-name": "contact", "bot-field": "x" };
      for (let i = 0; i < 2600; i++) fields[`f${p}_${i}`] = "v";
      expect((await post(fields)).statusCode).toBe(201);
    }
    const spam = await capture.store.listLeads({ spam: true });
    expect(spam).toHaveLength(100);
    for (const lead of spam) {
      expect(Object.keys(lead.fields)).toEqual([OTHER_FIELDS]);
      expect(String(lead.fields[OTHER_FIELDS]).split("\n")).toHaveLength(MAX_OTHER + 1);
    }
    const header = toCsv(spam).split("\n")[0]!;
    // The lead's own columns and the visit's source, then the one folded field.
    expect(header.trimEnd().split(",")).toEqual([...META_COLUMNS, ...SOURCE_COLUMNS, OTHER_FIELDS]);
  });
});
