import { setTimeout as sleep } from "node:timers/promises";
import { join } from "node:path";
import { expect, it } from "vitest";
import { BEACON_PATH } from "../../shared/visit-beacon";
import { tempDir, testEnv } from "../../tests/support/data/lead-samples";
import { buildApp } from "../app";
import { leadCapture } from "../leads/leads-plugin";
import { openSqliteStore } from "../leads/store/sqlite/sqlite-store";
import { trafficCapture } from "./traffic-plugin";

const UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Firefox/133.0";

it("rolls up after start, and writes what is queued when the server closes", async () => {
  const dir = tempDir();
  const env = testEnv({ DATA_DIR: dir.path });
  const capture = leadCapture(env, { channels: {} });
  // A long flush interval: only the close can write the beacon.
  const traffic = trafficCapture(env, capture.store, { flushMs: 3_600_000 });
  const app = await buildApp({ env, plugins: [capture.register, traffic.register] });
  try {
    const res = await app.inject({
      method: "POST",
      url: BEACON_PATH,
      headers: { "content-type": "text/plain", "user-agent": UA },
      payload: JSON.stringify({ type: "pageview", path: "/", start: Date.now(), webdriver: false }),
    });
    expect(res.statusCode).toBe(204);
    expect(traffic.writer.queued).toBe(1);
    // The job runs about a second after start: yesterday and the day before are marked rolled.
    for (let i = 0; i < 100; i++) {
      if ((await traffic.db.all("SELECT day FROM traffic_rolled")).length === 2) break;
      await sleep(100);
    }
    expect(await traffic.db.all("SELECT day FROM traffic_rolled")).toHaveLength(2);
  } finally {
    // As server/index.ts does: the app (and its onClose hooks) first, then the store.
    await app.close();
    await capture.close();
  }
  const store = openSqliteStore(join(dir.path, "leads.db"));
  try {
    expect(Number(store.db.prepare("SELECT COUNT(*) AS n FROM traffic_events").get()!.n)).toBe(1);
  } finally {
    await store.close();
    dir.remove();
  }
});
