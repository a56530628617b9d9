/** REMINDERS and WEEKLY_REPORT: on by default with an owner channel, off on request, refused
 * when on without one; the channels the server then builds. */
import { describe, expect, it } from "vitest";
import { EnvError, parseEnv, remindersOn, weeklyReportOn } from "../../env";
import { ownerMail, ownerWebhook } from "../channels";
import { noticeDeliveryFromEnv } from "./wiring";

const WEBHOOK = { WEBHOOK_URL: "https://hooks.example/lead", WEBHOOK_SECRET: "secret" };
const MAIL = { SMTP_URL: "smtps://u:p@mail.example:465", NOTIFY_TO: "owner@lexcore.example" };
const delivery = (vars: Record<string, string>) => {
  const env = parseEnv(vars);
  const d = noticeDeliveryFromEnv(env, { mail: ownerMail(env), webhook: ownerWebhook(env) });
  return { notices: Object.keys(d.notices ?? {}), reports: Object.keys(d.reports ?? {}) };
};

describe("REMINDERS and WEEKLY_REPORT", () => {
  it("are on by default when a channel is set, off without one", () => {
    for (const vars of [WEBHOOK, MAIL]) {
      expect(remindersOn(parseEnv(vars))).toBe(true);
      expect(weeklyReportOn(parseEnv(vars))).toBe(true);
    }
    expect(remindersOn(parseEnv({}))).toBe(false);
    expect(weeklyReportOn(parseEnv({}))).toBe(false);
    expect(delivery({})).toEqual({ notices: [], reports: [] });
  });

  it("go on every owner channel, each turned off on its own", () => {
    expect(delivery({ ...WEBHOOK, ...MAIL })).toEqual({
      notices: ["email", "webhook"],
      reports: ["email", "webhook"],
    });
    expect(delivery({ ...WEBHOOK, REMINDERS: "off" })).toEqual({
      notices: [],
      reports: ["webhook"],
    });
    expect(delivery({ ...MAIL, WEEKLY_REPORT: "off" })).toEqual({
      notices: ["email"],
      reports: [],
    });
  });

  it("refuse on without a channel, and any other value", () => {
    expect(() => parseEnv({ REMINDERS: "on" })).toThrow(/REMINDERS=on needs a channel to send by/);
    expect(() => parseEnv({ WEEKLY_REPORT: "on" })).toThrow(EnvError);
    expect(() => parseEnv({ ...WEBHOOK, WEEKLY_REPORT: "weekly" })).toThrow(/WEEKLY_REPORT/);
    // Empty means unset.
    expect(weeklyReportOn(parseEnv({ ...WEBHOOK, WEEKLY_REPORT: "" }))).toBe(true);
  });
});
