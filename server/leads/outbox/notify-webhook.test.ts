/** Webhook notices: the signed JSON body and its verification. */
import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { testEnv } from "../../../tests/support/lead-samples";
import { startWebhookReceiver } from "../../../tests/support/peers";
import { webhookChannel } from "./notify";
import { verifyWebhook } from "../../../tests/support/webhook";
import { channelsFromEnv } from "../channels";
import { lead, receiverForSuite, SECRET } from "../../../tests/support/notify-helpers";

describe("webhook", () => {
  const receiver = receiverForSuite();

  it("POSTs the lead as JSON, signed with HMAC-SHA256 of the timestamp and the exact body", async () => {
    await webhookChannel({ url: receiver().url, secret: SECRET, siteUrl: "https://site.example" })(
      lead(),
    );
    const [{ headers, body }] = receiver().requests.splice(0) as [
      ReturnType<typeof receiver>["requests"][0],
    ];
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
      promise: _promise,
      dueAt: _due,
      answeredAt: _answered,
      answeredBy: _by,
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
    await webhookChannel({ url: receiver().url })(lead({ source }));
    const [{ body }] = receiver().requests.splice(0) as [
      ReturnType<typeof receiver>["requests"][0],
    ];
    expect(JSON.parse(body).source).toEqual(source);
  });

  it("links the inbox at the server's SITE_URL (channelsFromEnv)", async () => {
    const env = testEnv({
      WEBHOOK_URL: receiver().url,
      WEBHOOK_SECRET: SECRET,
      SITE_URL: "https://owner.example",
    });
    await channelsFromEnv(env).webhook!(lead());
    const [{ body }] = receiver().requests.splice(0) as [
      ReturnType<typeof receiver>["requests"][0],
    ];
    expect(JSON.parse(body).link).toBe(`https://owner.example/admin/leads/${lead().id}`);
  });

  it("signs the time too, so a recorded request replayed later or re-dated is refused", async () => {
    const sentAt = Date.parse("2026-04-01T09:30:00Z");
    await webhookChannel({ url: receiver().url, secret: SECRET, now: () => sentAt })(lead());
    const [{ headers, body }] = receiver().requests.splice(0) as [
      ReturnType<typeof receiver>["requests"][0],
    ];
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
      receiver().redirectTo(status, other.url);
      try {
        await expect(
          webhookChannel({ url: receiver().url, secret: SECRET })(lead()),
        ).rejects.toThrow(`Webhook answered ${status}`);
        expect(other.requests).toEqual([]);
      } finally {
        receiver().redirectTo(undefined);
        await other.close();
      }
    },
  );

  it("fails on a non-2xx answer so the outbox retries", async () => {
    receiver().failNext(1);
    await expect(webhookChannel({ url: receiver().url })(lead())).rejects.toThrow("500");
  });
});
