import { describe, expect, it } from "vitest";
import { describeEachStore, secondHandle } from "../../../tests/support/data/stores";
import { trafficDbOf } from "../traffic-db";
import { saltKeeper, visitorDigest, visitorId } from "./salt";

describe("the daily visitor id", () => {
  const salt = Buffer.alloc(32, 1);
  const digest = visitorDigest("203.0.113.7", "Mozilla/5.0 Test", "lexcore.example");

  it("is the same for the same IP, User-Agent and site on one day's salt", () => {
    expect(visitorId(salt, digest)).toBe(
      visitorId(salt, visitorDigest("203.0.113.7", "Mozilla/5.0 Test", "lexcore.example")),
    );
    expect(visitorId(salt, digest)).toMatch(/^[0-9a-f]{16}$/);
  });

  it("differs with another day's salt, address, agent or site", () => {
    const id = visitorId(salt, digest);
    expect(visitorId(Buffer.alloc(32, 2), digest)).not.toBe(id);
    for (const other of [
      visitorDigest("203.0.113.8", "Mozilla/5.0 Test", "lexcore.example"),
      visitorDigest("203.0.113.7", "Mozilla/5.0 Other", "lexcore.example"),
      visitorDigest("203.0.113.7", "Mozilla/5.0 Test", "other.example"),
    ])
      expect(visitorId(salt, other)).not.toBe(id);
  });

  it("keeps nothing of the raw input", () => {
    const id = visitorId(salt, digest);
    for (const raw of ["203.0.113.7", "Mozilla", "lexcore"]) {
      expect(id).not.toContain(raw);
      expect(digest.toString("latin1")).not.toContain(raw);
    }
  });
});

describeEachStore("daily salts on $kind", (t, kind) => {
  it("makes one random salt per UTC day, shared by two handles on one database", async () => {
    const other = await secondHandle(t, kind);
    try {
      const a = saltKeeper(trafficDbOf(t.store));
      const b = saltKeeper(trafficDbOf(other));
      const [x, y] = await Promise.all([
        a.saltOf("2026-11-20", "2026-11-20"),
        b.saltOf("2026-11-20", "2026-11-20"),
      ]);
      expect(x!.length).toBe(32);
      expect(x!.equals(y!)).toBe(true);
      const next = await b.saltOf("2026-11-21", "2026-11-21");
      expect(next!.equals(x!)).toBe(false);
      expect((await a.saltOf("2026-11-21", "2026-11-21"))!.equals(next!)).toBe(true);
    } finally {
      await other.close();
    }
  });

  it("deletes a day's salt once it is two days past, and makes no salt for such a day", async () => {
    const db = trafficDbOf(t.store);
    const keeper = saltKeeper(db);
    const first = await keeper.saltOf("2026-11-20", "2026-11-20");
    await keeper.saltOf("2026-11-21", "2026-11-21");
    expect(await keeper.prune("2026-11-21")).toBe(0);
    expect((await keeper.saltOf("2026-11-20", "2026-11-21"))!.equals(first!)).toBe(true);
    expect(await keeper.prune("2026-11-22")).toBe(1);
    const days = (await db.all("SELECT day FROM traffic_salts ORDER BY day")).map((r) => r.day);
    expect(days).toEqual(["2026-11-21"]);
    expect(await keeper.saltOf("2026-11-20", "2026-11-22")).toBeUndefined();
    // A fresh handle (a restart) cannot bring the old day back either.
    expect(await saltKeeper(db).saltOf("2026-11-20", "2026-11-22")).toBeUndefined();
  });
});
