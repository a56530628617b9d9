/**
 * Release is one action (server/leads/store/release-lead.ts): the inbox's Release and `leads
 * release` each give a released lead's visitor the confirmation once when AUTOREPLY=on. A spam
 * post's e-mail value is kept as text and never becomes a recipient, a Reply-To or a mailto:.
 * On both stores, through the real server and the inbox's real build.
 */
import { afterEach, beforeEach, expect, it } from "vitest";
import { parseEnv } from "../server/env";
import { channelsFromEnv } from "../server/leads/channels";
import { createOutboxWorker } from "../server/leads/outbox/worker";
import { hasAdminBuild, startInbox, type Inbox } from "../tests/support/inbox-http";
import { readMail } from "../tests/support/notify-helpers";
import { postForm, sampleLead, samples } from "../tests/support/lead-samples";
import { startSmtp } from "../tests/support/peers";
import { describeEachStore } from "../tests/support/stores";
import { setState } from "./set-state";

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

describeEachStore("release ($kind)", (t) => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let inbox: Inbox | undefined;
  beforeEach(async (context) => {
    if (!hasAdminBuild()) return context.skip("no inbox build (npm run build)");
    smtp = await startSmtp();
  });
  afterEach(async () => {
    await inbox?.close();
    inbox = undefined;
    await smtp?.close();
  });
  const settings = (autoreply: "on" | "off") => ({
    SMTP_URL: smtp.url,
    SMTP_ALLOW_PLAINTEXT: "true",
    NOTIFY_TO: "owner@lexcore.example",
    AUTOREPLY: autoreply,
    LOG_LEVEL: "silent",
  });
  /** Starts the inbox with these settings; resolves to a fresh owner's cookie. */
  const open = async (autoreply: "on" | "off") => {
    inbox = await startInbox(t.store, settings(autoreply), undefined, undefined, ["email"]);
    return (await inbox.person("owner@example.com", "owner")).cookie;
  };
  const cli = (id: string, autoreply: "on" | "off") =>
    setState(t.store, parseEnv({ ...t.env, ...settings(autoreply) }), id, "new");
  /** Delivers what is queued, as the server's worker would, through the real channels. */
  const deliver = (autoreply: "on" | "off") =>
    createOutboxWorker({
      store: t.store,
      channels: channelsFromEnv(parseEnv(settings(autoreply))),
      intervalMs: 60_000,
      log: quiet,
      // Past both clocks: the inbox's (a fixed day) and the CLI's (now).
      now: () => Date.now() + 86_400_000,
    }).runOnce();
  const held = (email: string) =>
    t.store.saveLead(
      sampleLead({ state: "held", fields: { ...samples.contactDialog, email } }),
      [],
      new Date(Date.UTC(2026, 10, 25, 14)),
    );
  const to = (address: string) =>
    smtp.messages.filter((m) => new RegExp(`^To: ${address}`, "im").test(m));

  it("from the inbox or the CLI, the visitor gets the confirmation once", async () => {
    const cookie = await open("on");
    const a = await held("a@example.org");
    const b = await held("b@example.org");
    const release = () => inbox!.post(`/admin/leads/${a.id}`, "intent=release", cookie);
    expect((await release()).statusCode).toBe(200);
    expect(await cli(b.id, "on")).toBe(0);
    // Spam and back, or a second release, queue nothing more.
    await inbox!.post(`/admin/leads/${a.id}`, "intent=spam", cookie);
    await release();
    await cli(b.id, "on");
    await deliver("on");
    expect(to("a@example\\.org")).toHaveLength(1);
    expect(to("b@example\\.org")).toHaveLength(1);
    expect(to("owner@lexcore\\.example")).toHaveLength(2);
  });

  it("with confirmations off, neither sends one", async () => {
    const cookie = await open("off");
    const a = await held("a@example.org");
    const b = await held("b@example.org");
    await inbox!.post(`/admin/leads/${a.id}`, "intent=release", cookie);
    await cli(b.id, "off");
    await deliver("off");
    expect(to("a@example\\.org")).toEqual([]);
    expect(to("b@example\\.org")).toEqual([]);
    expect(to("owner@lexcore\\.example")).toHaveLength(2);
  });

  it("a spam post's e-mail stays text: no recipient, Reply-To or mailto:", async () => {
    const cookie = await open("on");
    const values = [
      "x@y.z?bcc=attacker@evil.example&subject=hi",
      "v1@example.org, v2@example.org, v3@example.org",
    ];
    const ids: string[] = [];
    for (const email of values) {
      const res = await postForm(inbox!.app, {
        "form-name": "contact",
        ...samples.contactDialog,
        email,
        "bot-field": "I am a bot",
      });
      expect(res.statusCode).toBe(201);
      ids.push((res.json() as { id: string }).id);
    }
    for (const [i, id] of ids.entries()) {
      expect((await t.store.getLead(id))!).toMatchObject({
        state: "spam",
        fields: { email: values[i] },
      });
      const page = await inbox!.get(`/admin/leads/${id}`, cookie);
      expect(page.body).not.toContain("mailto:");
      expect(page.body.replaceAll("<!-- -->", "")).toContain(
        "E-mail as sent, not a valid address:",
      );
    }
    // Released by each way: the owner is told, with no Reply-To, and nobody else is mailed.
    await inbox!.post(`/admin/leads/${ids[0]}`, "intent=release", cookie);
    await cli(ids[1]!, "on");
    await deliver("on");
    expect(smtp.messages).toHaveLength(2);
    for (const raw of smtp.messages) {
      const mail = readMail(raw);
      expect(mail.header("To")).toBe("owner@lexcore.example");
      expect(mail.header("Reply-To")).toBeUndefined();
      expect(mail.header("Bcc")).toBeUndefined();
    }
    // The real address of a released lead becomes the button.
    const good = await held("good@example.org");
    expect((await inbox!.get(`/admin/leads/${good.id}`, cookie)).body).toContain(
      'href="mailto:good@example.org"',
    );
  });
});
