import { createHmac } from "node:crypto";
import { once } from "node:events";
import { createServer, type AddressInfo } from "node:net";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { solvedAt } from "../../tests/support/challenge";
import { postForm, sampleLead, samples, tempDir, testEnv } from "../../tests/support/leads";
import { freePort, startSmtp, startWebhookReceiver, waitFor } from "../../tests/support/peers";
import { bodyFor, emailChannel, subjectFor, verifyWebhook, webhookChannel } from "./notify";
import { BACKOFF, createOutboxWorker, nextDelay } from "./outbox";
import { channelsFromEnv, leadCapture } from "./plugin";
import { openSqliteStore } from "./sqlite-store";
import type { Lead, LeadStore } from "./types";

const silent = { info: () => {}, warn: () => {}, error: () => {} };
const SECRET = "s3cret";

const lead = (over: Partial<Lead> = {}): Lead => ({
  id: "00000000-0000-4000-8000-000000000001",
  form: "website-project",
  state: "new",
  receivedAt: "2026-04-01T09:30:00.000Z",
  fields: samples.websiteProject,
  page: "/websites-contact",
  userAgent: "Test/1.0",
  score: 0,
  reasons: [],
  note: null,
  source: null,
  ...over,
});

/** Headers unfolded; body decoded from quoted-printable when nodemailer chose it. */
function readMail(raw: string) {
  const split = raw.indexOf("\r\n\r\n");
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, " ");
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, "mi").exec(head)?.[1];
  let body = raw.slice(split + 4);
  if (/^Content-Transfer-Encoding: quoted-printable/im.test(head)) {
    const s = body.replace(/=\r\n/g, "");
    const bytes: number[] = [];
    for (let i = 0; i < s.length; i++) {
      const hex = s[i] === "=" ? /^[0-9A-F]{2}/.exec(s.slice(i + 1, i + 3))?.[0] : undefined;
      if (hex) {
        bytes.push(parseInt(hex, 16));
        i += 2;
      } else bytes.push(s.charCodeAt(i));
    }
    body = Buffer.from(bytes).toString("utf8");
  }
  return { header, body };
}

describe("email", () => {
  it("sends every field as plain text, replying to the visitor, naming form and person", async () => {
    const smtp = await startSmtp();
    try {
      const deliver = emailChannel({
        smtpUrl: smtp.url,
        to: "owner@lexcore.example",
        from: "Website <web@lexcore.example>",
        allowPlaintext: true,
      });
      await deliver(lead());
      expect(smtp.messages).toHaveLength(1);
      const mail = readMail(smtp.messages[0]!);
      expect(mail.header("Subject")).toBe(
        "New website project brief from Bob Tables (Tables & Sons, LLP)",
      );
      expect(mail.header("Reply-To")).toBe("bob@example.net");
      expect(mail.header("To")).toBe("owner@lexcore.example");
      expect(mail.header("X-Lead-Id")).toBe(lead().id);
      expect(mail.header("Content-Type")).toMatch(/^text\/plain/);
      expect(mail.body).toContain("Firm or business name:\r\n> Tables & Sons, LLP");
      expect(mail.body).toContain(
        "Features you want (optional):\r\n> Client portal, Search-engine optimisation",
      );
      expect(mail.body).toContain("Robert'); DROP TABLE leads;--");
    } finally {
      await smtp.close();
    }
  });

  it("links the lead's page in the inbox, at SITE_URL", async () => {
    const smtp = await startSmtp();
    try {
      await emailChannel({
        smtpUrl: smtp.url,
        to: "owner@lexcore.example",
        allowPlaintext: true,
        siteUrl: "https://www.firm.example",
      })(lead({ note: "private, never sent" }));
      const mail = readMail(smtp.messages[0]!);
      expect(mail.body).toContain(
        `Open in the inbox: https://www.firm.example/admin/leads/${lead().id}`,
      );
      expect(mail.body).not.toContain("private, never sent");
    } finally {
      await smtp.close();
    }
  });

  it("gives up on a server that accepts but never answers, so the outbox moves on", async () => {
    const silentServer = createServer(() => {});
    silentServer.listen(0, "127.0.0.1");
    await once(silentServer, "listening");
    const { port } = silentServer.address() as AddressInfo;
    try {
      const deliver = emailChannel({
        smtpUrl: `smtp://127.0.0.1:${port}`,
        to: "o@x.example",
        timeoutMs: 200,
        allowPlaintext: true,
      });
      await expect(deliver(lead())).rejects.toThrow(/greeting|timeout/i);
    } finally {
      silentServer.close();
    }
  });

  it("refuses to send in clear text to a server without STARTTLS: no login, no message", async () => {
    const smtp = await startSmtp(0, { auth: true });
    const url = smtp.url.replace("smtp://", "smtp://web:pa55word@");
    try {
      const deliver = emailChannel({ smtpUrl: url, to: "owner@lexcore.example" });
      await expect(deliver(lead())).rejects.toThrow(/STARTTLS/i);
      expect(smtp.logins).toEqual([]);
      expect(smtp.messages).toEqual([]);
      // Only with the opt-in does the same server get the login and the lead.
      await emailChannel({ smtpUrl: url, to: "owner@lexcore.example", allowPlaintext: true })(
        lead(),
      );
      expect(smtp.logins).toEqual(["web:pa55word"]);
      expect(smtp.messages).toHaveLength(1);
    } finally {
      await smtp.close();
    }
  });

  it("names the person in each form's subject, on one line", () => {
    expect(subjectFor(lead({ form: "referral", fields: samples.referral }))).toBe(
      "New referral from Ada Lovelace: Grace Hopper 👩‍💻",
    );
    const fields = { ...samples.contactDialog, name: "Eve\r\nBcc: x@y.z" };
    expect(subjectFor(lead({ form: "contact", fields }))).toBe(
      "New contact message from Eve Bcc: x@y.z",
    );
  });

  it("labels a contact lead's choices from either reading of the form", () => {
    const body = bodyFor(lead({ form: "contact", fields: samples.contactDialog }));
    expect(body).toContain("How did you hear about us?:\n> Bar Association\n");
    expect(body).toContain("Service:\n> General Consultation\n");
    expect(body).toContain(samples.contactDialog.message.replace(/^/gm, "> "));
  });

  it("labels a contact lead's choices by its variant's options alone", () => {
    const answers = { ...samples.contactDialog, howDidYouHear: "referral" };
    const fromDialog = bodyFor(
      lead({ form: "contact", fields: { ...answers, "form-variant": "dialog" } }),
    );
    expect(fromDialog).toContain("How did you hear about us?:\n> Referral\n");
    expect(fromDialog).not.toContain("Friend/Family");
    expect(fromDialog).toContain("Area of interest:\n> General Consultation\n");
    const fromPage = bodyFor(
      lead({ form: "contact", fields: { ...answers, "form-variant": "page" } }),
    );
    expect(fromPage).toContain("How did you hear about us?:\n> Referral from Friend/Family\n");
    expect(fromPage).toContain("Service:\n> General Consultation\n");
    // A page's own option in a dialog lead is not the dialog's: shown as sent, not relabelled.
    const odd = { ...answers, howDidYouHear: "social-media", "form-variant": "dialog" };
    expect(bodyFor(lead({ form: "contact", fields: odd }))).toContain(
      "How did you hear about us?:\n> social-media\n",
    );
  });

  it("labels a contact lead without a variant as before: the page's options, then the dialog's", () => {
    const body = bodyFor(
      lead({ form: "contact", fields: { ...samples.contactDialog, howDidYouHear: "referral" } }),
    );
    expect(body).toContain("How did you hear about us?:\n> Referral from Friend/Family\n");
  });

  it("says where the visit came from, when the browser said", () => {
    const source = {
      landing: "/web-design-roanoke-va",
      referrer: "news.example.org",
      utm: { utm_source: "newsletter", utm_campaign: "autumn" },
    };
    expect(bodyFor(lead({ source }))).toContain(
      [
        "First page of the visit: /web-design-roanoke-va",
        "Referred by: news.example.org",
        "Campaign: utm_source=newsletter, utm_campaign=autumn",
      ].join("\n"),
    );
    expect(bodyFor(lead())).not.toContain("First page of the visit");
  });

  it("builds the inbox link from the site's origin and the lead id", () => {
    const body = bodyFor(lead(), "http://127.0.0.1:4421");
    expect(body.split("\n").filter((l) => l.startsWith("Open in the inbox:"))).toEqual([
      `Open in the inbox: http://127.0.0.1:4421/admin/leads/${lead().id}`,
    ]);
  });

  it("quotes the visitor's text, so a message cannot pass for the mail's own lines", () => {
    const message = "Hi\n---\nReceived: 2020-01-01\nPage: /pay-here\nLead id: 00000000-fake";
    const body = bodyFor(lead({ form: "contact", fields: { ...samples.contactDialog, message } }));
    const lines = body.split("\n");
    expect(lines.filter((l) => l.startsWith("Lead id:"))).toEqual([`Lead id: ${lead().id}`]);
    expect(lines.filter((l) => l.startsWith("Page:"))).toEqual(["Page: /websites-contact"]);
    expect(lines.filter((l) => l === "---")).toHaveLength(1);
    expect(body).toContain("> Page: /pay-here\n> Lead id: 00000000-fake");
  });

  it("keeps control characters and bidi overrides out of the subject", () => {
    const fields = { ...samples.contactDialog, name: "Eve\u0000\u001b[31m\u202egnp.exe" };
    expect(subjectFor(lead({ form: "contact", fields }))).toBe(
      "New contact message from Eve[31mgnp.exe",
    );
  });
});

describe("webhook", () => {
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  beforeAll(async () => {
    receiver = await startWebhookReceiver();
  });
  afterAll(() => receiver.close());

  it("POSTs the lead as JSON, signed with HMAC-SHA256 of the timestamp and the exact body", async () => {
    await webhookChannel({ url: receiver.url, secret: SECRET, siteUrl: "https://site.example" })(
      lead(),
    );
    const [{ headers, body }] = receiver.requests.splice(0) as [(typeof receiver.requests)[0]];
    expect(headers["content-type"]).toBe("application/json");
    const timestamp = headers["x-signature-timestamp"] as string;
    expect(Math.abs(Number(timestamp) - Date.now() / 1000)).toBeLessThan(60);
    const expected = createHmac("sha256", SECRET).update(`${timestamp}.${body}`).digest("hex");
    expect(headers["x-signature"]).toBe(`sha256=${expected}`);
    expect(verifyWebhook(SECRET, headers, body)).toBe(true);
    const {
      userAgent: _ua,
      state: _s,
      score: _score,
      reasons: _reasons,
      note: _note,
      ...sent
    } = lead();
    // Never the private note; with the lead's page in the inbox.
    expect(JSON.parse(body)).toEqual({
      ...sent,
      link: `https://site.example/admin/leads/${lead().id}`,
    });
  });

  it("carries the visit's source in the JSON", async () => {
    const source = { landing: "/about", utm: { utm_medium: "email" } };
    await webhookChannel({ url: receiver.url })(lead({ source }));
    const [{ body }] = receiver.requests.splice(0) as [(typeof receiver.requests)[0]];
    expect(JSON.parse(body).source).toEqual(source);
  });

  it("links the inbox at the server's SITE_URL (channelsFromEnv)", async () => {
    const env = testEnv({
      WEBHOOK_URL: receiver.url,
      WEBHOOK_SECRET: SECRET,
      SITE_URL: "https://owner.example",
    });
    await channelsFromEnv(env).webhook!(lead());
    const [{ body }] = receiver.requests.splice(0) as [(typeof receiver.requests)[0]];
    expect(JSON.parse(body).link).toBe(`https://owner.example/admin/leads/${lead().id}`);
  });

  it("signs the time too, so a recorded request replayed later or re-dated is refused", async () => {
    const sentAt = Date.parse("2026-04-01T09:30:00Z");
    await webhookChannel({ url: receiver.url, secret: SECRET, now: () => sentAt })(lead());
    const [{ headers, body }] = receiver.requests.splice(0) as [(typeof receiver.requests)[0]];
    const at = (ms: number) => Math.floor(ms / 1000);
    expect(verifyWebhook(SECRET, headers, body, at(sentAt + 60_000))).toBe(true);
    // The same request an hour later: outside the five-minute tolerance.
    expect(verifyWebhook(SECRET, headers, body, at(sentAt + 3_600_000))).toBe(false);
    // Re-dated to look fresh: the signature no longer matches.
    const redated = { ...headers, "x-signature-timestamp": String(at(sentAt + 3_600_000)) };
    expect(verifyWebhook(SECRET, redated, body, at(sentAt + 3_600_000))).toBe(false);
    // A body-only signature (the old scheme) does not pass.
    const bodyOnly = `sha256=${createHmac("sha256", SECRET).update(body).digest("hex")}`;
    expect(verifyWebhook(SECRET, { ...headers, "x-signature": bodyOnly }, body, at(sentAt))).toBe(
      false,
    );
  });

  it.each([301, 302, 303, 307, 308])(
    "never follows a %i: a failed delivery, and the other host gets nothing",
    async (status) => {
      const other = await startWebhookReceiver();
      receiver.redirectTo(status, other.url);
      try {
        await expect(webhookChannel({ url: receiver.url, secret: SECRET })(lead())).rejects.toThrow(
          `Webhook answered ${status}`,
        );
        expect(other.requests).toEqual([]);
      } finally {
        receiver.redirectTo(undefined);
        await other.close();
      }
    },
  );

  it("fails on a non-2xx answer so the outbox retries", async () => {
    receiver.failNext(1);
    await expect(webhookChannel({ url: receiver.url })(lead())).rejects.toThrow("500");
  });
});

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
