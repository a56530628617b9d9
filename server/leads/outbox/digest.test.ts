/** The held-lead digest: when it is due, what it says, how it is sent and retried. */
import { describe, expect, it } from "vitest";
import { mailTo, withSmtp } from "../../../tests/support/notify-helpers";
import {
  NO_REPLY,
  sampleLead,
  samples,
  tempDir,
  testEnv,
} from "../../../tests/support/lead-samples";
import { startWebhookReceiver, waitFor } from "../../../tests/support/peers";
import { buildApp } from "../../app";
import { heldDigestOn, parseEnv } from "../../env";
import {
  FIRST_LINE_MAX,
  digestBody,
  digestEmailChannel,
  digestPayload,
  digestSubject,
  digestWebhookChannel,
  type HeldDigest,
} from "./digest-notify";
import { DIGEST_GAP_MS, createDigestScheduler, digestDue } from "./digest-schedule";
import { verifyWebhook } from "../../../tests/support/webhook";
import { leadCapture } from "../leads-plugin";
import { BACKOFF, createOutboxWorker } from "./worker";
import { reasonInWords } from "../intake/reasons";
import { openSqliteStore } from "../store/sqlite/sqlite-store";
import type { Lead } from "../types";

const SITE = "https://www.firm.example";
const SECRET = "digest-secret";
const silent = { info: () => {}, warn: () => {}, error: () => {} };

const lead = (over: Partial<Lead> = {}): Lead => ({
  ...sampleLead({ state: "held", score: 7, reasons: ["too-fast", "no-referer"] }),
  id: "00000000-0000-4000-8000-00000000000a",
  receivedAt: "2026-03-02T14:05:00.000Z",
  note: null,
  source: null,
  ...NO_REPLY,
  ...over,
});

const digest: HeldDigest = {
  id: 7,
  leads: [
    lead(),
    lead({
      id: "00000000-0000-4000-8000-00000000000b",
      form: "referral",
      fields: samples.referral,
      reasons: ["repeated-body"],
    }),
    lead({
      id: "00000000-0000-4000-8000-00000000000c",
      form: "website-project",
      fields: { ...samples.websiteProject, message: `\n\n  ${"long ".repeat(60)}\nsecret part` },
      reasons: ["link"],
    }),
  ],
};

describe("when a digest is due", () => {
  it("is due with held leads waiting and no digest in the last day", () => {
    const now = Date.parse("2026-03-02T09:00:00Z");
    expect(digestDue({ lastAt: null, waiting: 1, now })).toBe(true);
    expect(digestDue({ lastAt: null, waiting: 0, now })).toBe(false);
    expect(digestDue({ lastAt: now - DIGEST_GAP_MS, waiting: 3, now })).toBe(true);
    expect(digestDue({ lastAt: now - DIGEST_GAP_MS + 1, waiting: 3, now })).toBe(false);
    expect(digestDue({ lastAt: now - 10 * DIGEST_GAP_MS, waiting: 0, now })).toBe(false);
  });

  it("asks the store with the injected time and tells the worker when one was queued", async () => {
    const asked: number[] = [];
    const queued: number[] = [];
    let answer: number | null = 4;
    const digests = createDigestScheduler({
      store: {
        queueDigest: async (_channels, now) => {
          asked.push(now);
          return answer;
        },
      },
      channels: ["email"],
      intervalMs: 60_000,
      now: () => 1234,
      onQueued: (id) => queued.push(id),
    });
    expect(await digests.runOnce()).toBe(4);
    answer = null;
    expect(await digests.runOnce()).toBeNull();
    expect(asked).toEqual([1234, 1234]);
    expect(queued).toEqual([4]);
  });
});

describe("what a digest says", () => {
  it("lists who wrote, about what and why held in words, linking the Held tab", () => {
    const body = digestBody(digest, SITE);
    expect(digestSubject(digest)).toBe("3 held leads are waiting in the inbox");
    expect(digestSubject({ id: 1, leads: [lead()] })).toBe("1 held lead is waiting in the inbox");
    expect(body).toContain(`${SITE}/admin?tab=held`);
    expect(body).toContain(
      `1. Contact form: General Consultation\n   Name: > Zoë "Zee" O'Brien 😀\n   Email: > zoe@example[.]com\n`,
    );
    expect(body).toContain("Received Mar 2, 2026, 9:05 AM ET");
    expect(body).toContain(`   - ${reasonInWords("too-fast")}`);
    expect(body).toContain(`   - ${reasonInWords("no-referer")}`);
    expect(body).toContain(`Open: ${SITE}/admin/leads/${lead().id}`);
    expect(body).toContain(
      `2. Referral of "Grace Hopper 👩‍💻"\n   Name: > Ada Lovelace\n   Email: > ada@example[.]com\n`,
    );
    expect(body).toContain(`   - ${reasonInWords("repeated-body")}`);
    expect(body).toContain("Website project brief: Redesign");
    expect(body).not.toContain("too-fast");
  });

  it("shows no message text past its first line, quoted and cut short", () => {
    const body = digestBody(digest, SITE);
    expect(body).toContain(`First line: > Hello <script>alert("x")</script> & 'quotes' “curly”\n`);
    expect(body).not.toContain("Second line");
    expect(body).toContain("First line: > She said");
    expect(body).not.toContain("secret part");
    const long = digestPayload(digest, SITE).leads[2]!.firstLine!;
    expect([...long]).toHaveLength(FIRST_LINE_MAX);
    expect(long.endsWith("…")).toBe(true);
  });

  it("gives a webhook the same, as JSON with each reason in words", () => {
    const payload = digestPayload(digest, SITE);
    expect(payload).toMatchObject({
      type: "held-digest",
      digest: 7,
      count: 3,
      link: `${SITE}/admin?tab=held`,
    });
    expect(payload.leads[0]).toEqual({
      id: lead().id,
      form: "contact",
      receivedAt: lead().receivedAt,
      name: `Zoë "Zee" O'Brien 😀`,
      email: "zoe@example.com",
      about: "Contact form: General Consultation",
      firstLine: `Hello <script>alert("x")</script> & 'quotes' “curly”`,
      reasons: ["too-fast", "no-referer"],
      reasonsInWords: [reasonInWords("too-fast"), reasonInWords("no-referer")],
      link: `${SITE}/admin/leads/${lead().id}`,
    });
    expect(JSON.stringify(payload)).not.toContain("Second line");
  });
});

describe("how a digest is sent", () => {
  it("goes by e-mail to the owner", async () => {
    await withSmtp(async (smtp) => {
      await digestEmailChannel(mailTo(smtp, "owner@firm.example", SITE))(digest);
      expect(smtp.messages).toHaveLength(1);
      expect(smtp.messages[0]).toMatch(/^Subject: 3 held leads are waiting in the inbox\r$/m);
      expect(smtp.messages[0]).toMatch(/^X-Held-Digest: 7\r$/m);
      expect(smtp.messages[0]).toMatch(/^To: owner@firm\.example\r$/m);
    });
  });

  it("goes by webhook, signed like the lead notices", async () => {
    const receiver = await startWebhookReceiver();
    try {
      await digestWebhookChannel({ url: receiver.url, secret: SECRET, siteUrl: SITE })(digest);
      const [{ headers, body }] = receiver.requests as [(typeof receiver.requests)[0]];
      expect(verifyWebhook(SECRET, headers, body)).toBe(true);
      expect(JSON.parse(body)).toEqual(JSON.parse(JSON.stringify(digestPayload(digest, SITE))));
    } finally {
      await receiver.close();
    }
  });

  it("is retried through the outbox like any notice, then delivered once", async () => {
    const dir = tempDir();
    const store = openSqliteStore(`${dir.path}/leads.db`);
    const receiver = await startWebhookReceiver();
    let clock = Date.parse("2026-03-02T09:00:00Z");
    try {
      await store.saveLead(lead(), ["webhook"], new Date(clock - 3_600_000));
      await store.saveLead(lead(), ["webhook"], new Date(clock - 1_800_000));
      const id = await createDigestScheduler({
        store,
        channels: ["webhook"],
        intervalMs: 60_000,
        now: () => clock,
      }).runOnce();
      const worker = createOutboxWorker({
        store,
        channels: {},
        digestChannels: {
          webhook: digestWebhookChannel({ url: receiver.url, secret: SECRET, siteUrl: SITE }),
        },
        intervalMs: 60_000,
        log: silent,
        now: () => clock,
      });
      receiver.failNext(1);
      await worker.runOnce();
      expect(receiver.requests).toHaveLength(0);
      expect((await store.stats()).notifications).toEqual({ pending: 1, delivered: 0, failed: 0 });
      clock += BACKOFF.baseMs - 1;
      await worker.runOnce();
      expect(receiver.requests).toHaveLength(0); // backoff honoured
      clock += 1;
      await worker.runOnce();
      await worker.runOnce();
      expect(receiver.requests).toHaveLength(1);
      expect(JSON.parse(receiver.requests[0]!.body)).toMatchObject({ digest: id, count: 2 });
      expect((await store.stats()).notifications).toEqual({ pending: 0, delivered: 1, failed: 0 });
    } finally {
      await receiver.close();
      await store.close();
      dir.remove();
    }
  });

  it("is marked failed when its channel is not configured, and skipped when nothing is still held", async () => {
    const dir = tempDir();
    const store = openSqliteStore(`${dir.path}/leads.db`);
    const clock = Date.parse("2026-03-02T09:00:00Z");
    try {
      const held = await store.saveLead(lead(), [], new Date(clock - 60_000));
      await store.queueDigest(["email", "webhook"], clock);
      await store.setState(held.id, "spam", []);
      const sent: HeldDigest[] = [];
      await createOutboxWorker({
        store,
        channels: {},
        digestChannels: { webhook: async (d) => void sent.push(d) },
        intervalMs: 60_000,
        log: silent,
        now: () => clock,
      }).runOnce();
      expect(sent).toEqual([]);
      expect((await store.stats()).notifications).toEqual({ pending: 0, delivered: 1, failed: 1 });
    } finally {
      await store.close();
      dir.remove();
    }
  });
});

describe("the running server", () => {
  it("sends the digest of leads held while it was down, at SITE_URL, by itself", async () => {
    const dir = tempDir();
    const receiver = await startWebhookReceiver();
    const seed = openSqliteStore(`${dir.path}/leads.db`);
    const held = await seed.saveLead(lead(), [], new Date(Date.now() - 60_000));
    await seed.close();
    const env = testEnv({
      DATA_DIR: dir.path,
      WEBHOOK_URL: receiver.url,
      WEBHOOK_SECRET: SECRET,
      SITE_URL: SITE,
    });
    const capture = leadCapture(env);
    const app = await buildApp({ env, plugins: [capture.register] });
    try {
      await app.ready();
      await waitFor(() => receiver.requests.length === 1);
      expect(JSON.parse(receiver.requests[0]!.body)).toMatchObject({
        type: "held-digest",
        link: `${SITE}/admin?tab=held`,
        leads: [{ id: held.id }],
      });
    } finally {
      await app.close();
      await capture.close();
      await receiver.close();
      dir.remove();
    }
  });
});

describe("HELD_DIGEST", () => {
  const smtp = { SMTP_URL: "smtp://127.0.0.1:2525", NOTIFY_TO: "o@x.example" };
  const hook = { WEBHOOK_URL: "https://hooks.example/x", WEBHOOK_SECRET: SECRET };
  it("is on by default when an e-mail or webhook channel is set, off without one", () => {
    expect(heldDigestOn(testEnv())).toBe(false);
    expect(heldDigestOn(testEnv(smtp))).toBe(true);
    expect(heldDigestOn(testEnv(hook))).toBe(true);
    expect(heldDigestOn(testEnv({ ...hook, HELD_DIGEST: "off" }))).toBe(false);
    expect(heldDigestOn(testEnv({ ...smtp, HELD_DIGEST: "on" }))).toBe(true);
    expect(heldDigestOn(testEnv({ ...smtp, HELD_DIGEST: "" }))).toBe(true);
  });

  it("refuses a bad value, and on without a channel", () => {
    expect(() => parseEnv({ HELD_DIGEST: "daily" })).toThrow(/HELD_DIGEST/);
    expect(() => parseEnv({ HELD_DIGEST: "on" })).toThrow(
      "HELD_DIGEST=on needs a channel to send it by",
    );
  });
});
