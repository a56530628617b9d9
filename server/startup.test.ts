/**
 * No lead refused while the server starts: a real server process, on each
 * store, is sent valid form posts from the moment its port opens, and answers
 * every one 201. On PostgreSQL the test holds the migration lock for a second
 * after the port opens, so the posts certainly arrive while the store is
 * still migrating; the server holds them until it is ready.
 */
import { connect } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { spawnServer } from "../tests/support/servers/build";
import { tempDir } from "../tests/support/data/lead-samples";
import { freePort } from "../tests/support/servers/peers";
import { FORM, body } from "../tests/support/data/pg-leads";
import { createTestDatabase, storeKinds } from "../tests/support/data/stores";
import { MIGRATION_LOCK } from "./leads/store/postgres/postgres-migrate";

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

interface Answer {
  status: number;
  /** Milliseconds after the port opened that it was sent and answered. */
  sent: number;
  answered: number;
}

const connects = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });

/** Resolves, with the time, as soon as a TCP connection to `port` succeeds (tried every few ms). */
async function portOpen(port: number, exited: () => boolean): Promise<number> {
  const deadline = Date.now() + 60_000;
  while (!(await connects(port))) {
    if (exited()) throw new Error("the server exited");
    if (Date.now() > deadline) throw new Error("the server did not open its port");
    await sleep(2);
  }
  return performance.now();
}

/** Valid leads, each with its solved challenge, ready to send. */
const leads = (posters: number, perPoster: number) =>
  Promise.all(
    Array.from({ length: posters }, (_, n) =>
      Promise.all(Array.from({ length: perPoster }, (_, i) => body(`start-up lead ${n}-${i}`))),
    ),
  );

/** One client per list, each posting its leads back to back. */
async function postLeads(port: number, opened: number, payloads: string[][]) {
  const answers: Answer[] = [];
  const poster = async (mine: string[]) => {
    for (const payload of mine) {
      const sent = performance.now();
      const res = await fetch(`http://127.0.0.1:${port}/`, {
        method: "POST",
        headers: FORM,
        body: payload,
      });
      await res.arrayBuffer();
      answers.push({
        status: res.status,
        sent: Math.round(sent - opened),
        answered: Math.round(performance.now() - opened),
      });
    }
  };
  await Promise.all(payloads.map(poster));
  return answers.sort((a, b) => a.sent - b.sent);
}

describe.each(storeKinds())("start-up on $kind", ({ kind, skip }) => {
  it.skipIf(skip)(
    "answers every valid post sent from the moment the port opens with 201, none with 503",
    { timeout: 90_000 },
    async () => {
      const dir = tempDir();
      cleanups.push(() => dir.remove());
      const env: Record<string, string> = {
        DATA_DIR: dir.path,
        DATABASE_URL: "",
        RATE_LIMIT_MAX: "100000",
        // Room for a slow machine: the hold (the lesser of these and half the
        // second) must outlast the lock below and the migrations.
        DATABASE_CONNECT_TIMEOUT_MS: "30000",
        REQUEST_TIMEOUT_MS: "60000",
      };
      let lock: pg.Client | undefined;
      let release = () => undefined as unknown;
      let whileMigrating: Promise<{ page: number; readyz: string }> | undefined;
      const port = await freePort();
      if (kind === "postgres") {
        const db = await createTestDatabase();
        cleanups.push(() => db.drop());
        env.DATABASE_URL = db.url;
        lock = new pg.Client({ connectionString: db.url });
        await lock.connect();
        const client = lock;
        cleanups.push(() => client.end());
        await lock.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK]);
        release = () =>
          (whileMigrating = (async () => {
            // Pages and readiness answer at once while the store waits.
            const page = (await fetch(`http://127.0.0.1:${port}/`)).status;
            const readyz = await (await fetch(`http://127.0.0.1:${port}/readyz`)).text();
            await sleep(1000);
            await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK]);
            return { page, readyz };
          })());
      }
      const payloads = await leads(4, 5);
      const server = spawnServer(port, env);
      cleanups.push(() => void server.child.kill("SIGKILL"));

      const opened = await portOpen(port, () => server.child.exitCode !== null);
      release();
      const answers = await postLeads(port, opened, payloads);
      const statuses = answers.map((a) => a.status);
      console.log(
        `${kind}: first post sent ${answers[0]!.sent} ms and answered ${answers[0]!.answered} ms after the port opened; statuses ${statuses.join(" ")}`,
      );
      expect(statuses, server.stderr()).toEqual(statuses.map(() => 201));
      if (kind === "postgres") {
        const { page, readyz } = await whileMigrating!;
        expect(page).toBe(200);
        expect(readyz).toBe("not ready: lead store not ready (connecting or migrating)\n");
        // The first posts were sent while the lock held the migrations back.
        expect(answers[0]!.answered).toBeGreaterThanOrEqual(1000);
      }
      expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(200);
    },
  );
});
