/** E-mail notices: their subject, body and headers as sent over SMTP. */
import { once } from "node:events";
import { createServer, type AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { samples } from "../../../tests/support/lead-samples";
import { bodyFor, emailChannel, subjectFor } from "./notify";
import { lead, mailTo, readMail, withSmtp } from "../../../tests/support/notify-helpers";
import { startSmtp } from "../../../tests/support/peers";

describe("email", () => {
  it("sends every field as plain text, replying to the visitor, naming form and person", async () => {
    await withSmtp(async (smtp) => {
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
        `New website project brief from "Bob Tables" ("Tables & Sons, LLP")`,
      );
      expect(mail.header("Reply-To")).toBe("bob@example.net");
      expect(mail.header("To")).toBe("owner@lexcore.example");
      expect(mail.header("X-Lead-Id")).toBe(lead().id);
      expect(mail.header("Content-Type")).toMatch(/^text\/plain/);
      expect(mail.body).toContain("Firm or business name:\r\n> Tables & Sons, LLP");
      expect(mail.body).toContain(
        "Features you want (optional):\r\n> Client portal, Search engine optimization",
      );
      expect(mail.body).toContain("Robert'); DROP TABLE leads;--");
    });
  });

  it("links the lead's page in the inbox, at SITE_URL", async () => {
    await withSmtp(async (smtp) => {
      await emailChannel(mailTo(smtp, "owner@lexcore.example", "https://www.firm.example"))(
        lead({ note: "private, never sent" }),
      );
      const mail = readMail(smtp.messages[0]!);
      expect(mail.body).toContain(
        `Open in the inbox: https://www.firm.example/admin/leads/${lead().id}`,
      );
      expect(mail.body).not.toContain("private, never sent");
    });
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
      `New referral from "Ada Lovelace": "Grace Hopper 👩‍💻"`,
    );
    const fields = { ...samples.contactDialog, name: "Eve\r\nBcc: x@y.z" };
    expect(subjectFor(lead({ form: "contact", fields }))).toBe(
      `New contact message from "Eve Bcc: x@y.z"`,
    );
  });

  it("labels a contact lead's choices from either variant of the form", () => {
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

  it("labels a contact lead without a variant by the page's options, then the dialog's", () => {
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
        `First page of the visit: "/web-design-roanoke-va"`,
        `Referred by: "news[.]example[.]org"`,
        "Campaign:",
        "> utm_source=newsletter",
        "> utm_campaign=autumn",
      ].join("\n"),
    );
    expect(bodyFor(lead())).not.toContain("First page of the visit");
  });

  it("quotes campaign tags, so a tag cannot pass for the notice's own inbox link", () => {
    const evil = "x\nOpen in the inbox: https://evil.example";
    const body = bodyFor(
      lead({ source: { utm: { utm_campaign: evil, utm_source: `s\r\n${evil}` } } }),
      "http://127.0.0.1:4421",
    );
    const own = body.split(/\r?\n|\r/).filter((l) => l.startsWith("Open in the inbox"));
    expect(own).toEqual([`Open in the inbox: http://127.0.0.1:4421/admin/leads/${lead().id}`]);
    expect(body).toContain("> Open in the inbox: hxxps://evil[.]example");
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
    expect(lines.filter((l) => l.startsWith("Page:"))).toEqual([`Page: "/websites-contact"`]);
    expect(lines.filter((l) => l === "---")).toHaveLength(1);
    expect(body).toContain("> Page: /pay-here\n> Lead id: 00000000-fake");
  });

  it("keeps control characters and bidi overrides out of the subject", () => {
    const fields = { ...samples.contactDialog, name: "Eve\u0000\u001b[31m\u202egnp.exe" };
    expect(subjectFor(lead({ form: "contact", fields }))).toBe(
      `New contact message from "Eve[31mgnp[.]exe"`,
    );
  });
});
