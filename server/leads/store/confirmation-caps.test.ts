/** The visitor's confirmation on both stores: once a day per mailbox (case, +tag and Gmail's dots
 * ignored), a cap per client an hour, and a daily cap for the site that tells the owner once. */
import { describe, expect, it } from "vitest";
import { sampleLead, samples } from "../../../tests/support/lead-samples";
import { describeEachStore } from "../../../tests/support/stores";
import { dbOf } from "../../db";
import { autoreplyKey, mailboxOf } from "../outbox/autoreply";
import { CAPPED_DAYS, CONFIRMATION_CAPS, cappedDay } from "./confirmation-caps";
import type { SaveExtras } from "../types";

const T0 = Date.parse("2026-06-01T09:00:00Z");
const LEASE = 60_000;
const key = (email: string) => autoreplyKey({ ...samples.contactDialog, email });

describe("a mailbox", () => {
  it("ignores case, a +tag and, at Gmail, dots", () => {
    expect(mailboxOf("Victim+1@Example.org")).toBe("victim@example.org");
    expect(mailboxOf("v.i.c.t.i.m+x@googlemail.com")).toBe("victim@gmail.com");
    expect(mailboxOf("vic.tim@example.org")).toBe("vic.tim@example.org");
    expect(key("VICTIM+2@example.org")).toBe(key("victim@example.org"));
    expect(key("x@y.z?bcc=attacker@evil.example&subject=hi")).toBeNull();
    expect(key("v1@example.org, v2@example.org, v3@example.org")).toBeNull();
  });
});

describeEachStore("confirmations: $kind", (t) => {
  const confirmed = async () =>
    (await t.store.claimDue("a", T0 + 10 ** 9, 1000, LEASE))
      .filter((e) => e.channel === "autoreply")
      .map((e) => e.leadId);
  const post = (email: string, at: number, extras: SaveExtras = {}) =>
    t.store.saveLead(
      sampleLead({ fields: { ...samples.contactDialog, email } }),
      ["email"],
      new Date(at),
      {
        autoreplyTo: key(email),
        ...extras,
      },
    );

  it("goes once a day to a mailbox, however its address is spelled", async () => {
    const first = await post("victim@example.org", T0, { autoreplyClient: "a" });
    for (const [i, email] of ["victim+1@example.org", "Victim+2@EXAMPLE.org"].entries())
      await post(email, T0 + (i + 1) * 60_000, { autoreplyClient: `other-${i}` });
    const gmail = await post("victim@gmail.com", T0, { autoreplyClient: "b" });
    await post("vic.tim+x@googlemail.com", T0 + 60_000, { autoreplyClient: "c" });
    expect((await confirmed()).sort()).toEqual([first.id, gmail.id].sort());
  });

  it("goes to at most a few mailboxes per client an hour", async () => {
    const ids = [];
    for (let i = 0; i < CONFIRMATION_CAPS.perClientHour + 2; i++)
      ids.push((await post(`v${i}@example.org`, T0 + i, { autoreplyClient: "one" })).id);
    const later = await post("late@example.org", T0 + 3_600_000, { autoreplyClient: "one" });
    expect((await confirmed()).sort()).toEqual(
      [...ids.slice(0, CONFIRMATION_CAPS.perClientHour), later.id].sort(),
    );
  });

  it("forgets a client's counts after two hours", async () => {
    await post("a@example.org", T0, { autoreplyClient: "one" });
    const clients = async () =>
      (
        await dbOf(t.store).all(
          "SELECT bucket FROM confirmation_counts WHERE bucket LIKE 'client:%'",
        )
      ).length;
    await t.store.forgetCounts(T0 + 2 * 3_600_000);
    expect(await clients()).toBe(1);
    await t.store.forgetCounts(T0 + 2 * 3_600_000 + 1);
    expect(await clients()).toBe(0);
  });

  it("stops for the day at the site's cap, and tells the owner once", async () => {
    let told = 0;
    const onConfirmationCap = () => told++;
    for (let i = 0; i < CONFIRMATION_CAPS.perDay + 3; i++)
      await post(`v${i}@example.org`, T0 + i, { autoreplyClient: `c${i}`, onConfirmationCap });
    expect(await confirmed()).toHaveLength(CONFIRMATION_CAPS.perDay);
    expect(told).toBe(1);
    // The refused mailboxes were not spent: the next day they get theirs.
    const next = await post(`v${CONFIRMATION_CAPS.perDay}@example.org`, T0 + 86_400_000);
    expect(await confirmed()).toEqual([next.id]);
    const days = await dbOf(t.store).all(CAPPED_DAYS, [T0 - 86_400_000, T0 + 7 * 86_400_000]);
    expect(days.map((r) => cappedDay(String(r.bucket)))).toEqual(["2026-06-01"]);
  });
});
