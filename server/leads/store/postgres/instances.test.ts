/**
 * PostgreSQL beyond the store contract: several instances on one database and
 * a crashed instance's claims (the outage tests are in server/leads/store/postgres/outage.test.ts).
 * Real PostgreSQL and real SMTP, on loopback only.
 */
import type { ChildProcess } from "node:child_process";
import { once } from "node:events";
import { createServer, type Server, type Socket } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../../app";
import { parseEnv, postgresSettings } from "../../../runtime/env";
import { spawnServer } from "../../../../tests/support/servers/build";
import { tempDir, testEnv } from "../../../../tests/support/data/lead-samples";
import { freePort, startSmtp } from "../../../../tests/support/servers/peers";
import { createTestDatabase, postgresSkipReason } from "../../../../tests/support/data/stores";
import { claimOwnerPid } from "../../../../tests/support/data/claim-owner";
import { leadCapture } from "../../leads-plugin";
import { sweepRateLimits } from "./postgres-rate-limit";
import { openPostgresStore } from "./postgres-store";

import { FORM, body, query } from "../../../../tests/support/data/pg-leads";

const skip = postgresSkipReason();

/** Every X-Lead-Id the SMTP server received, in order. */
const mailedIds = (messages: string[]) =>
  messages.map((m) => /^X-Lead-Id: (.+)$/im.exec(m)?.[1]?.trim() ?? "?");

describe.skipIf(skip)("PostgreSQL: several instances on one database", () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  const children: ChildProcess[] = [];
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterEach(() => {
    for (const child of children.splice(0)) child.kill("SIGKILL");
  });
  afterAll(async () => {
    await db?.drop();
  });

  /** A real `npm start` process sharing the test database. */
  async function instance(port: number, env: Record<string, string>) {
    const dir = tempDir();
    const { child, stderr } = spawnServer(port, {
      DATA_DIR: dir.path,
      DATABASE_URL: db.url,
      RATE_LIMIT_MAX: "100000",
      OUTBOX_INTERVAL_MS: "200",
      NOTIFY_TO: "owner@lexcore.example",
      // The test mail server offers no STARTTLS.
      SMTP_ALLOW_PLAINTEXT: "true",
      ...env,
    });
    children.push(child);
    const deadline = Date.now() + 30_000;
    for (;;) {
      // Up, and its store ready: a honeypot hit is stored (as spam, never mailed) with a 201, not
      // a 503.
      const res = await fetch(`http://127.0.0.1:${port}/`, {
        method: "POST",
        headers: FORM,
        body: "form-name=contact&bot-field=probe",
      }).catch(() => undefined);
      if (res?.status === 201) break;
      if (child.exitCode !== null || Date.now() > deadline) {
        throw new Error(`instance on ${port} did not start: ${stderr()}`);
      }
      await sleep(100);
    }
    return { child, port, stderr, cleanup: dir.remove };
  }

  /** `count` POSTs, `concurrency` at a time, alternating between the ports. */
  async function postMany(
    ports: number[],
    count: number,
    concurrency: number,
    onEach?: () => void,
  ) {
    const acked = new Map<string, string>();
    let next = 0;
    let failed = 0;
    const worker = async () => {
      while (next < count) {
        const i = next++;
        const marker = `lead ${i}`;
        try {
          const res = await fetch(`http://127.0.0.1:${ports[i % ports.length]}/`, {
            method: "POST",
            headers: FORM,
            body: await body(marker),
          });
          if (res.status === 201) acked.set(marker, (await res.json()).id);
          else failed++;
        } catch {
          failed++;
        }
        onEach?.();
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    return { acked, failed };
  }

  /**
   * Waits until every notification is marked delivered, then stops the given
   * instances (SIGTERM: each finishes what it is delivering). After that no
   * mail can still arrive, so a count of what did is final.
   */
  async function settle(...instances: { child: ChildProcess }[]) {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const [row] = await query<{ n: number }>(
        db.url,
        "SELECT COUNT(*)::int AS n FROM outbox WHERE delivered_at IS NULL AND failed_at IS NULL",
      );
      if (row!.n === 0) break;
      if (Date.now() > deadline) throw new Error(`${row!.n} notifications still pending`);
      await sleep(100);
    }
    await Promise.all(
      instances.map(({ child }) => {
        if (child.exitCode !== null || child.signalCode !== null) return undefined;
        const exited = once(child, "exit");
        child.kill("SIGTERM");
        return exited;
      }),
    );
  }

  async function storedOnce(acked: Map<string, string>) {
    const store = openPostgresStore(postgresSettings(parseEnv({ DATABASE_URL: db.url }))!);
    await store.ready;
    const leads = await store.listLeads({ state: "new" }).finally(() => store.close());
    const rows = leads.map((l) => ({ id: l.id, message: String(l.fields.message) }));
    const byMarker = new Map<string, string[]>();
    for (const r of rows) byMarker.set(r.message, [...(byMarker.get(r.message) ?? []), r.id]);
    for (const [marker, ids] of byMarker) expect(ids, marker).toHaveLength(1);
    for (const [marker, id] of acked) expect(byMarker.get(marker), marker).toEqual([id]);
    return rows.map((r) => r.id);
  }

  it("500 concurrent POSTs over two instances: each stored once, each e-mailed once", async () => {
    const smtp = await startSmtp();
    try {
      const [a, b] = await Promise.all([
        instance(await freePort(), { SMTP_URL: smtp.url }),
        instance(await freePort(), { SMTP_URL: smtp.url }),
      ]);
      const { acked, failed } = await postMany([a.port, b.port], 500, 100);
      expect(failed).toBe(0);
      expect(acked.size).toBe(500);
      const ids = await storedOnce(acked);
      expect(ids).toHaveLength(500);

      await settle(a, b);
      const mailed = mailedIds(smtp.messages);
      expect(mailed).toHaveLength(500);
      expect(new Set(mailed)).toEqual(new Set(ids));
      // Both instances did part of the work.
      const owners = await query<{ owner: string }>(
        db.url,
        "SELECT DISTINCT claimed_by AS owner FROM outbox",
      );
      expect([...new Set(owners.map((o) => claimOwnerPid(o.owner)))].sort()).toEqual(
        [a.child.pid, b.child.pid].sort(),
      );
      a.cleanup();
      b.cleanup();
    } finally {
      await smtp.close();
    }
  }, 120_000);

  it("SIGKILL one instance mid-run: the other delivers its claimed work after the lease", async () => {
    await query(db.url, "TRUNCATE leads CASCADE");
    const smtp = await startSmtp();
    // A's mail server accepts connections and never answers: A's deliveries hang.
    const sockets = new Set<Socket>();
    const blackhole: Server = createServer((s) => sockets.add(s));
    await new Promise<void>((r) => blackhole.listen(0, "127.0.0.1", r));
    const holePort = (blackhole.address() as { port: number }).port;
    try {
      const lease = { OUTBOX_LEASE_MS: "3000", OUTBOX_DELIVERY_MAX_MS: "1000" };
      const a = await instance(await freePort(), {
        ...lease,
        SMTP_URL: `smtp://127.0.0.1:${holePort}`,
      });
      const b = await instance(await freePort(), { ...lease, SMTP_URL: smtp.url });
      let answered = 0;
      let killedWith: number | undefined;
      const run = postMany([a.port, b.port], 200, 30, () => {
        if (++answered === 100) {
          killedWith = a.child.pid;
          a.child.kill("SIGKILL");
        }
      });
      const { acked, failed } = await run;
      expect(killedWith).toBeDefined();
      expect(failed).toBeGreaterThan(0); // the kill landed mid-run
      const ids = await storedOnce(acked);

      // When A died it held claims that nobody had delivered.
      const claims = await query<{ owner: string }>(
        db.url,
        "SELECT claimed_by AS owner FROM outbox WHERE claimed_by IS NOT NULL",
      );
      expect(claims.filter((c) => claimOwnerPid(c.owner) === killedWith).length).toBeGreaterThan(0);

      await settle(a, b);
      const mailed = mailedIds(smtp.messages);
      expect(mailed).toHaveLength(ids.length);
      expect(new Set(mailed)).toEqual(new Set(ids));
      const pending = await query<{ n: number }>(
        db.url,
        "SELECT COUNT(*)::int AS n FROM outbox WHERE delivered_at IS NULL",
      );
      expect(pending[0]!.n).toBe(0);
      a.cleanup();
      b.cleanup();
    } finally {
      await smtp.close();
      for (const s of sockets) s.destroy();
      blackhole.close();
    }
  }, 120_000);

  it("shares one rate limit between instances, by client address", async () => {
    await query(db.url, "TRUNCATE rate_limits");
    const env = testEnv({ DATABASE_URL: db.url, RATE_LIMIT_MAX: "3" });
    const apps = await Promise.all(
      [0, 1].map(async () => {
        const capture = leadCapture(env, { channels: {} });
        const app = await buildApp({ env, plugins: [capture.register] });
        await (capture.store as ReturnType<typeof openPostgresStore>).ready;
        return { app, capture };
      }),
    );
    try {
      const post = async (i: number, remoteAddress: string) =>
        apps[i]!.app.inject({
          method: "POST",
          url: "/",
          headers: FORM,
          payload: await body("rl"),
          remoteAddress,
        });
      const codes = [];
      for (const i of [0, 1, 0, 1]) codes.push((await post(i, "10.9.8.7")).statusCode);
      expect(codes).toEqual([201, 201, 201, 429]);
      expect((await post(0, "10.9.8.6")).statusCode).toBe(201);
      // No client address is stored, only a digest of it.
      const keys = await query<{ key: string }>(db.url, "SELECT key FROM rate_limits");
      expect(keys.length).toBeGreaterThan(0);
      for (const { key } of keys) expect(key).not.toContain("10.9.8");
      // Swept once their window has passed.
      const pool = new pg.Pool({ connectionString: db.url });
      try {
        expect(await sweepRateLimits(pool, Date.now())).toBe(0);
        expect(await sweepRateLimits(pool, Date.now() + 60_001)).toBe(keys.length);
      } finally {
        await pool.end();
      }
    } finally {
      for (const { app, capture } of apps) {
        await app.close();
        await capture.close();
      }
    }
  });
});
