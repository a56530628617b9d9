/**
 * One transport for every mail the site sends, under one TLS rule: a server that offers no
 * STARTTLS gets no login and no message (the visitor's confirmation, the owner's notice, the
 * digest, the reminders and the report alike) unless SMTP_ALLOW_PLAINTEXT=true asks for it.
 */
import { describe, expect, it } from "vitest";
import { storedSample, testEnv } from "../../../tests/support/lead-samples";
import { startSmtp } from "../../../tests/support/peers";
import { channelsFromEnv, digestChannelsFromEnv } from "../channels";
import { noticeDeliveryFromEnv } from "../notices/wiring";
import { ownerMail, ownerWebhook } from "../channels";
import { sampleReport } from "../notices/sample-report";

const lead = storedSample({ id: "00000000-0000-4000-8000-000000000001" });

/** Every mail the environment's channels send, each sent once; resolves to each one's outcome. */
async function sendEveryMail(env: ReturnType<typeof testEnv>) {
  const channels = channelsFromEnv(env);
  const digest = digestChannelsFromEnv(env);
  const notices = noticeDeliveryFromEnv(env, { mail: ownerMail(env), webhook: ownerWebhook(env) });
  const sends = {
    confirmation: () => channels.autoreply!(lead),
    notice: () => channels.email!(lead),
    digest: () => digest.email!({ id: 1, leads: [{ ...lead, state: "held" }] }),
    reminder: () => notices.notices!.email!({ kind: "reminder", lead }),
    report: () => notices.reports!.email!({ id: 1, report: sampleReport() }),
  };
  const outcome: Record<string, string> = {};
  for (const [name, send] of Object.entries(sends)) {
    outcome[name] = await send().then(
      () => "sent",
      (error: Error) => (/STARTTLS/i.test(error.message) ? "refused: no STARTTLS" : error.message),
    );
  }
  return outcome;
}

describe("the one SMTP rule", () => {
  it("sends nothing, not even the login, to a server without STARTTLS unless asked by name", async () => {
    const smtp = await startSmtp(0, { auth: true });
    const smtpUrl = smtp.url.replace("smtp://", "smtp://web:pa55word@");
    const env = (plain: Record<string, string>) =>
      testEnv({ SMTP_URL: smtpUrl, NOTIFY_TO: "owner@lexcore.example", AUTOREPLY: "on", ...plain });
    try {
      const refused = "refused: no STARTTLS";
      expect(await sendEveryMail(env({}))).toEqual({
        confirmation: refused,
        notice: refused,
        digest: refused,
        reminder: refused,
        report: refused,
      });
      expect(smtp.logins).toEqual([]);
      expect(smtp.messages).toEqual([]);

      expect(await sendEveryMail(env({ SMTP_ALLOW_PLAINTEXT: "true" }))).toEqual({
        confirmation: "sent",
        notice: "sent",
        digest: "sent",
        reminder: "sent",
        report: "sent",
      });
      expect(smtp.messages).toHaveLength(5);
      expect(smtp.messages.filter((m) => /^To: zoe@example\.com/im.test(m))).toHaveLength(1);
    } finally {
      await smtp.close();
    }
  });
});
