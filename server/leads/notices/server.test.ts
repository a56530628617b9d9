/** A running server sends the reminders and the weekly report by itself: its timers start with
 * the app, queue what is due by the injected clock, and the outbox delivers it. */
import { expect, it } from "vitest";
import { buildApp } from "../../app";
import { sampleLead, samples, testEnv } from "../../../tests/support/data/lead-samples";
import { storeEachTest } from "../../../tests/support/data/stores";
import { SECRET } from "../../../tests/support/data/notify-helpers";
import { startWebhookReceiver, waitFor } from "../../../tests/support/servers/peers";
import { leadCapture } from "../leads-plugin";
import { REPORTS_SINCE_SETTING } from "./schedulers";

const H = 3_600_000;
// Monday 9 March 2026, 08:30 EDT.
const NOW = Date.parse("2026-03-09T12:30:00Z");
const brief = () =>
  sampleLead({
    form: "website-project",
    fields: samples.websiteProject,
    page: "/websites-contact",
  });

const t = storeEachTest("sqlite");

async function run(vars: Record<string, string>) {
  const receiver = await startWebhookReceiver();
  const env = testEnv({
    DATA_DIR: t.env.DATA_DIR!,
    WEBHOOK_URL: receiver.url,
    WEBHOOK_SECRET: SECRET,
    ...vars,
  });
  const capture = leadCapture(env, { store: t.store, clock: () => new Date(NOW) });
  const app = await buildApp({ env, plugins: [capture.register] });
  await app.ready();
  return {
    bodies: () => receiver.requests.map((r) => JSON.parse(r.body) as { type: string; id?: string }),
    receiver,
    close: async () => {
      await app.close();
      await receiver.close();
    },
  };
}

it("sends the due reminder, the overdue notice and Monday's report by itself", async () => {
  // Due in 4 h of a 24 h window (a quarter is 6 h), and past due.
  const soon = await t.store.saveLead(brief(), [], new Date(NOW - 20 * H));
  const late = await t.store.saveLead(brief(), [], new Date(NOW - 30 * H));
  await t.store.sharedSetting(REPORTS_SINCE_SETTING, "2026-03-02");
  const server = await run({});
  try {
    await waitFor(() => server.receiver.requests.length >= 3);
    const got = server.bodies().map((b) => `${b.type} ${b.id ?? ""}`.trim());
    expect(got.sort()).toEqual(
      [`overdue ${late.id}`, `reminder ${soon.id}`, "weekly-report"].sort(),
    );
  } finally {
    await server.close();
  }
});

it("sends no reminders with REMINDERS=off, and no report with WEEKLY_REPORT=off", async () => {
  await t.store.saveLead(brief(), [], new Date(NOW - 30 * H));
  await t.store.sharedSetting(REPORTS_SINCE_SETTING, "2026-03-02");
  const server = await run({ REMINDERS: "off" });
  try {
    await waitFor(() => server.receiver.requests.length >= 1);
    expect(server.bodies().map((b) => b.type)).toEqual(["weekly-report"]);
  } finally {
    await server.close();
  }
  const quiet = await run({ REMINDERS: "off", WEEKLY_REPORT: "off" });
  try {
    await new Promise((r) => setTimeout(r, 300));
    expect(quiet.receiver.requests).toEqual([]);
  } finally {
    await quiet.close();
  }
});
