/**
 * PostgreSQL beyond the store contract: a database that goes away and comes
 * back (at start and while running). Real PostgreSQL, on loopback only.
 */
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postgresBin, startCluster, type Cluster } from "../../../../tests/support/data/pg-cluster";
import { buildApp } from "../../../app";
import { parseEnv, postgresSettings } from "../../../runtime/env";
import { tempDir, testEnv } from "../../../../tests/support/data/lead-samples";
import { waitFor } from "../../../../tests/support/servers/peers";
import { postgresSkipReason } from "../../../../tests/support/data/stores";
import { leadCapture } from "../../leads-plugin";
import { openPostgresStore } from "./postgres-store";

import { FORM, body, query } from "../../../../tests/support/data/pg-leads";

const skip = postgresSkipReason();

describe.skipIf(skip)("PostgreSQL: the database goes away and comes back", () => {
  let cluster: Cluster;
  let dir: ReturnType<typeof tempDir>;
  beforeAll(async () => {
    if (!postgresBin()) throw new Error("The outage tests need PostgreSQL's server binaries.");
    dir = tempDir("lexcore-pg-");
    cluster = await startCluster(dir.path);
  }, 60_000);
  afterAll(() => {
    try {
      cluster?.stop();
    } catch {
      // already stopped
    }
    dir?.remove();
  });

  it("down at start: a clear message and retries; up: leads are taken", async () => {
    cluster.stop();
    const messages: string[] = [];
    const log = { info: (m: string) => messages.push(m), warn: (m: string) => messages.push(m) };
    const settings = postgresSettings(parseEnv({ DATABASE_URL: cluster.url }))!;
    const store = openPostgresStore(settings, { log });
    const env = testEnv({ DATABASE_URL: cluster.url });
    const capture = leadCapture(env, { store, channels: {} });
    const app = await buildApp({ env, plugins: [capture.register] });
    const post = async (name: string) =>
      app.inject({ method: "POST", url: "/", headers: FORM, payload: await body(name) });
    try {
      const early = await post("early");
      expect(early.statusCode).toBe(503);
      // The pages are served meanwhile.
      expect((await app.inject({ url: "/" })).statusCode).toBe(200);
      await waitFor(() => messages.length > 0, 5000);
      expect(messages[0]).toMatch(
        /^Cannot reach PostgreSQL at postgres@127\.0\.0\.1:\d+\/postgres \(.+\); retrying in 1 s\./,
      );
      cluster.start();
      await store.ready;
      expect(messages.at(-1)).toMatch(/^Leads are stored in PostgreSQL at /);
      const late = await post("late");
      expect(late.statusCode).toBe(201);
    } finally {
      await app.close();
      await capture.close();
    }
  }, 60_000);

  it("down while running: 503 to POSTs, then it recovers by itself and nothing acknowledged is lost", async () => {
    const env = testEnv({ DATABASE_URL: cluster.url, DATABASE_CONNECT_TIMEOUT_MS: "1000" });
    const capture = leadCapture(env, { channels: {} });
    const app = await buildApp({ env, plugins: [capture.register] });
    await (capture.store as ReturnType<typeof openPostgresStore>).ready;
    await query(cluster.url, "TRUNCATE leads CASCADE");
    const acked: string[] = [];
    const post = async (marker: string, accept = "application/json") => {
      const res = await app.inject({
        method: "POST",
        url: "/",
        headers: { ...FORM, accept },
        payload: await body(marker),
      });
      if (res.statusCode === 201) acked.push(res.json<{ id: string }>().id);
      return res;
    };
    try {
      for (let i = 0; i < 5; i++) expect((await post(`before ${i}`)).statusCode).toBe(201);

      cluster.stop();
      const during = await post("during");
      expect(during.statusCode).toBe(503);
      expect(during.headers["retry-after"]).toBe("30");
      const page = await post("during (browser)", "text/html");
      expect(page.statusCode).toBe(503);
      expect(page.body).toContain("did not go through");

      cluster.start();
      let after = await post("after");
      for (let i = 0; i < 50 && after.statusCode !== 201; i++) {
        await sleep(200);
        after = await post("after");
      }
      expect(after.statusCode).toBe(201);
      for (let i = 0; i < 5; i++) expect((await post(`after ${i}`)).statusCode).toBe(201);

      const stored = (await capture.store.listLeads()).map((l) => l.id);
      expect(stored.sort()).toEqual([...acked].sort());
      expect(stored).toHaveLength(11);
    } finally {
      await app.close();
      await capture.close();
    }
  }, 60_000);
});
