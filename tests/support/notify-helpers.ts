/** Helpers of the notification tests (server/leads/outbox/notify-*.test.ts): a quiet log, a lead,
 * a test SMTP server and a mail read back. */
import type { Lead } from "../../server/leads/types";
import { NO_REPLY, samples } from "./lead-samples";
import { afterAll, beforeAll } from "vitest";
import { startSmtp, startWebhookReceiver } from "./peers";

export const silent = { info: () => {}, warn: () => {}, error: () => {} };
export const SECRET = "s3cret";

export const lead = (over: Partial<Lead> = {}): Lead => ({
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
  ...NO_REPLY,
  ...over,
});

/** Headers unfolded; body decoded from quoted-printable when nodemailer chose it. */
export function readMail(raw: string) {
  const split = raw.indexOf("\r\n\r\n");
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, " ");
  const header = (name: string) => {
    const value = new RegExp(`^${name}: (.*)$`, "mi").exec(head)?.[1];
    return value && decodeWords(value);
  };
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

/** RFC 2047's encoded words (`=?UTF-8?Q?...?=`, `=?UTF-8?B?...?=`) as text. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_m, kind: string, text: string) =>
      kind.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : Buffer.from(
            text
              .replace(/_/g, " ")
              .replace(/=([0-9A-F]{2})/gi, (_h, hex: string) =>
                String.fromCharCode(parseInt(hex, 16)),
              ),
            "latin1",
          ).toString("utf8"),
    );
}

type Smtp = Awaited<ReturnType<typeof startSmtp>>;

/** Runs `use` with a test SMTP server of its own, closed after it. */
export async function withSmtp(use: (smtp: Smtp) => Promise<void>) {
  const smtp = await startSmtp();
  try {
    await use(smtp);
  } finally {
    await smtp.close();
  }
}

/** E-mail settings that reach the test SMTP server (in plain text): to `to`, links at `siteUrl`. */
export const mailTo = (smtp: Smtp, to: string, siteUrl: string) => ({
  smtpUrl: smtp.url,
  to,
  allowPlaintext: true,
  siteUrl,
});

/** A webhook receiver for the calling suite, started before its tests and closed after them;
 * the returned function reads it. */
export function receiverForSuite() {
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>> | undefined;
  beforeAll(async () => {
    receiver = await startWebhookReceiver();
  });
  afterAll(() => receiver?.close());
  return () => receiver!;
}
