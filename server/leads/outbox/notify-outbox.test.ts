/** The outbox: backoff, retries and delivery of queued notices by the running server. */
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import { solvedAt } from "../../../tests/support/solved-challenge";
import {
  postForm,
  sampleLead,
  samples,
  tempDir,
  testEnv,
} from "../../../tests/support/lead-samples";
import { freePort, startSmtp, startWebhookReceiver, waitFor } from "../../../tests/support/peers";
import { webhookChannel } from "./notify";
import { BACKOFF, createOutboxWorker, nextDelay } from "./worker";
import { channelsFromEnv } from "../channels";
import { leadCapture } from "../leads-plugin";
import { openSqliteStore } from "../store/sqlite/sqlite-store";
import type { LeadStore } from "../types";
import { SECRET, readMail, silent } from "../../../tests/support/notify-helpers";

describe("outbox", () => {
  let dir: ReturnType<typeof tempDir>;
  let store: LeadStore | undefined;
  beforeEach(() => {
    dir = tempDir();
  });
  afterEach(async () => {
    await store?.close();
    store = undefined;
    dir.remove();
  });
  const dbFile = () => join(dir.path, "leads.db");

  it("backs off exponentially from 30 s, capped at an hour", () => {
    expect([0, 1, 2, 3].map(nextDelay)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(nextDelay(30)).toBe(BACKOFF.capMs);
  });

  it("the running server notifies a new lead at once", async () => {
    const receiver = await startWebhookReceiver();
    const env = testEnv({ DATA_DIR: dir.path, WEBHOOK_URL: receiver.url, WEBHOOK_SECRET: SECRET });
    const capture = leadCapture(env);
    const app = await buildApp({ env, plugins: [capture.register] });
    try {
      const res = await postForm(
        app,
        { "form-name": "referral", altcha: await solvedAt(), ...samples.referral },
        null,
      );
      await waitFor(() => receiver.requests.length === 1);
      expect(JSON.parse(receiver.requests[0]!.body)).toMatchObject({
        id: res.json().id,
        fields: samples.referral,
      });
    } finally {
      await app.close();
      await capture.close();
      await receiver.close();
    }
  });

  it("SMTP down: leads still stored; once it is up, each delivered exactly once, across restarts", async () => {
    const smtpPort = await freePort();
    const receiver = await startWebhookReceiver();
    const env = testEnv({
      DATA_DIR: dir.path,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      NOTIFY_TO: "owner@lexcore.example",
      SMTP_ALLOW_PLAINTEXT: "true",
      WEBHOOK_URL: receiver.url,
      WEBHOOK_SECRET: SECRET,
    });
    const capture = leadCapture(env);
    const app = await buildApp({ env, plugins: [capture.register] });
    const ids: string[] = [];
    for (const fields of [
      samples.contactDialog,
      samples.contactPage,
      // A message of its own: the same body twice would be held as a repeat.
      { ...samples.contactDialog, name: "Third", message: "A third, different message." },
    ]) {
      const res = await postForm(
        app,
        { "form-name": "contact", altcha: await solvedAt(), ...fields },
        null,
      );
      expect(res.statusCode).toBe(201);
      ids.push(res.json<{ id: string }>().id);
    }
    // Webhooks went out at once; the e-mails wait with backoff. Then the server stops.
    await waitFor(() => receiver.requests.length === 3);
    await app.close();
    await capture.close();

    const smtp = await startSmtp(smtpPort);
    let clock = Date.now();
    const restart = async () => {
      await store?.close();
      store = openSqliteStore(dbFile());
      return createOutboxWorker({
        store,
        channels: channelsFromEnv(env),
        intervalMs: 1000,
        log: silent,
        now: () => clock,
      });
    };
    try {
      let worker = await restart();
      await worker.runOnce();
      expect(smtp.messages).toHaveLength(0); // not due yet: backoff is honoured
      clock += BACKOFF.capMs + 1;
      await Promise.all([worker.runOnce(), worker.runOnce()]);
      expect(smtp.messages.map((m) => readMail(m).header("X-Lead-Id")).sort()).toEqual(
        [...ids].sort(),
      );
      expect((await store!.stats()).notifications).toEqual({ pending: 0, delivered: 6, failed: 0 });

      clock += 10 * 24 * 3600_000;
      await worker.runOnce();
      worker = await restart();
      await worker.runOnce();
      expect(smtp.messages).toHaveLength(3);
      expect(receiver.requests).toHaveLength(3);
    } finally {
      await smtp.close();
      await receiver.close();
    }
  });

  it("starts a delivery only with time left on its claim; the rest waits for the lease to run out", async () => {
    store = openSqliteStore(dbFile());
    let clock = Date.parse("2026-06-01T12:00:00Z");
    const lead = {
      form: "contact" as const,
      state: "new" as const,
      fields: samples.contactDialog,
      page: null,
      userAgent: null,
      score: 0,
      reasons: [],
    };
    await store.saveLead(lead, ["webhook"], new Date(clock));
    await store.saveLead(lead, ["webhook"], new Date(clock));
    const sent: string[] = [];
    const worker = createOutboxWorker({
      store,
      // The first delivery is slow: 70 s, leaving under 60 s of the 120 s claim.
      channels: {
        webhook: async (l) => {
          sent.push(l.id);
          clock += 70_000;
        },
      },
      intervalMs: 1000,
      leaseMs: 120_000,
      log: silent,
      now: () => clock,
    });
    await worker.runOnce();
    expect(sent).toHaveLength(1);
    expect((await store.stats()).notifications).toMatchObject({ pending: 1, delivered: 1 });
    clock += 49_999; // still claimed by this worker
    await worker.runOnce();
    expect(sent).toHaveLength(1);
    clock += 1; // the claim has run out: claimed afresh and delivered
    await worker.runOnce();
    expect(sent).toHaveLength(2);
    expect(new Set(sent).size).toBe(2);
    expect((await store.stats()).notifications).toMatchObject({ pending: 0, delivered: 2 });
  });

  it("gives up after the retry window and counts the entry as failed", async () => {
    const port = await freePort();
    store = openSqliteStore(dbFile());
    const clock = Date.now();
    await store.saveLead(
      {
        form: "contact",
        state: "new",
        fields: samples.contactDialog,
        page: null,
        userAgent: null,
        score: 0,
        reasons: [],
      },
      ["webhook", "email"],
      new Date(clock - BACKOFF.giveUpAfterMs),
    );
    const channels = { webhook: webhookChannel({ url: `http://127.0.0.1:${port}/` }) };
    await createOutboxWorker({
      store,
      channels,
      intervalMs: 1000,
      log: silent,
      now: () => clock,
    }).runOnce();
    // The e-mail channel is not configured here: failed at once, not retried forever.
    expect((await store.stats()).notifications).toEqual({ pending: 0, delivered: 0, failed: 2 });
  });

  it("retries a webhook that redirects, then gives it up as failed; never delivered elsewhere", async () => {
    const hook = await startWebhookReceiver();
    const other = await startWebhookReceiver();
    hook.redirectTo(302, other.url);
    store = openSqliteStore(dbFile());
    let clock = Date.now();
    await store.saveLead(sampleLead({ page: null, userAgent: null }), ["webhook"], new Date(clock));
    const worker = createOutboxWorker({
      store,
      channels: { webhook: webhookChannel({ url: hook.url, secret: SECRET }) },
      intervalMs: 1000,
      log: silent,
      now: () => clock,
    });
    try {
      await worker.runOnce();
      expect((await store.stats()).notifications).toEqual({ pending: 1, delivered: 0, failed: 0 });
      clock += BACKOFF.giveUpAfterMs;
      await worker.runOnce();
      expect((await store.stats()).notifications).toEqual({ pending: 0, delivered: 0, failed: 1 });
      expect(other.requests).toEqual([]);
    } finally {
      await hook.close();
      await other.close();
    }
  });
});
