/**
 * AUTOREPLY=on: a fixed confirmation to the visitor of each new lead, through
 * the outbox, at most one per address a day, never for held or spam leads,
 * and with nothing in it the visitor typed.
 */
import { afterEach, beforeEach, expect, it } from "vitest";
import { solvedAt } from "../../../tests/support/data/solved-challenge";
import { postForm, samples, tempDir, testEnv } from "../../../tests/support/data/lead-samples";
import { startSmtp } from "../../../tests/support/servers/peers";
import { buildApp } from "../../app";
import { EnvError, parseEnv } from "../../runtime/env";
import { AUTOREPLY_TEXT } from "./autoreply";
import { leadCapture } from "../leads-plugin";

let dir: ReturnType<typeof tempDir>;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
beforeEach(async () => {
  dir = tempDir();
  smtp = await startSmtp();
});
afterEach(async () => {
  await smtp.close();
  dir.remove();
});

it("is off by default, and needs SMTP_URL when on", () => {
  expect(parseEnv({}).AUTOREPLY).toBe("off");
  expect(() => parseEnv({ AUTOREPLY: "on" })).toThrow(EnvError);
  expect(() => parseEnv({ AUTOREPLY: "yes please" })).toThrow(/AUTOREPLY/);
});

it("sends the fixed text to the visitor of a new lead, once a day per address, never to held or spam", async () => {
  const env = testEnv({
    DATA_DIR: dir.path,
    SMTP_URL: smtp.url,
    // The loopback test server offers no STARTTLS.
    SMTP_ALLOW_PLAINTEXT: "true",
    NOTIFY_TO: "owner@lexcore.example",
    AUTOREPLY: "on",
  });
  const capture = leadCapture(env);
  const app = await buildApp({ env, plugins: [capture.register] });
  const post = async (fields: Record<string, string>) =>
    postForm(app, { "form-name": "contact", ...fields });
  try {
    const typed = {
      ...samples.contactDialog,
      name: "Mallory <b>Click here</b>",
    };
    await post({
      ...typed,
      altcha: await solvedAt(),
      message: "First message from this sender, see evil-site.com",
    });
    await post({
      ...typed,
      altcha: await solvedAt(),
      message: "Second message, same address today.",
    });
    // Held (no solution) and spam (honeypot): no confirmation, even to a new address.
    await post({ ...typed, email: "held@example.com", message: "Sent without JavaScript here." });
    await post({ ...typed, email: "spam@example.com", "bot-field": "x", altcha: await solvedAt() });
    await capture.worker!.runOnce();

    const toVisitor = smtp.messages.filter((m) => /^To: zoe@example\.com/im.test(m));
    const toOwner = smtp.messages.filter((m) => /^To: owner@lexcore\.example/im.test(m));
    expect(toOwner).toHaveLength(2);
    expect(toVisitor).toHaveLength(1);
    expect(smtp.messages.some((m) => /held@example\.com|spam@example\.com/.test(m))).toBe(false);
    const reply = toVisitor[0]!;
    expect(reply).toMatch(/^Auto-Submitted: auto-replied/im);
    expect(reply).toContain("Thank you for contacting Lexcore.");
    for (const word of ["Mallory", "Click here", "evil-site.com", "First message"]) {
      expect(reply).not.toContain(word);
    }
    expect(AUTOREPLY_TEXT).not.toMatch(/\$\{/);
  } finally {
    await app.close();
    await capture.close();
  }
});
