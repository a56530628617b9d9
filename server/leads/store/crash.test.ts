/**
 * The durability promise end to end: a lead that got a 2xx is on disk, even if
 * the process is killed (SIGKILL: no shutdown code runs) a moment later.
 */
import type { ChildProcess } from "node:child_process";
import { once } from "node:events";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterEach, expect, it } from "vitest";
import { spawnServer, waitUntilServing } from "../../../tests/support/servers/build";
import { encodeForm, samples, tempDir } from "../../../tests/support/data/lead-samples";
import { freePort } from "../../../tests/support/servers/peers";
import { openSqliteStore } from "./sqlite/sqlite-store";
import { LEAD_STATES } from "./store-contract";

const REQUESTS = 500;
const CONCURRENCY = 150;
const KILL_AFTER = 150;

let dir: ReturnType<typeof tempDir>;
const children: ChildProcess[] = [];

function startServer(port: number) {
  const server = spawnServer(port, {
    DATA_DIR: dir.path,
    DATABASE_URL: "",
    RATE_LIMIT_MAX: "100000",
    BUILD_DIR: "build/client",
  });
  children.push(server.child);
  return server;
}

async function waitUntilDown(port: number) {
  for (;;) {
    try {
      await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(1000) });
    } catch {
      return;
    }
    await sleep(50);
  }
}

const postLead = (port: number, marker: string) =>
  fetch(`http://127.0.0.1:${port}/`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
    body: encodeForm({ "form-name": "contact", ...samples.contactDialog, message: marker }),
  });

afterEach(() => {
  for (const child of children.splice(0)) child.kill("SIGKILL");
  dir?.remove();
});

it(
  "keeps every acknowledged lead, exactly once, across a SIGKILL",
  { timeout: 60_000 },
  async () => {
    dir = tempDir();
    const port = await freePort();
    const first = startServer(port);
    await waitUntilServing(port, first);

    // Many senders keep requests in flight all the time, so the kill lands mid-stream.
    const acked = new Map<string, string>(); // marker -> id
    let next = 0;
    let answered = 0;
    let failed = 0;
    const killed = once(first.child, "exit");
    const sender = async () => {
      while (next < REQUESTS) {
        const marker = `crash-test #${next++}`;
        try {
          const res = await postLead(port, marker);
          const body = (await res.json()) as { id?: string };
          if (res.status === 201 && body.id) acked.set(marker, body.id);
        } catch {
          failed++;
        } finally {
          if (++answered === KILL_AFTER) first.child.kill("SIGKILL");
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, sender));
    await killed;
    await waitUntilDown(port);
    expect(acked.size).toBeGreaterThanOrEqual(KILL_AFTER - 1);
    expect(failed).toBeGreaterThan(0); // the kill really landed mid-stream

    // Same data, new process: SQLite recovers the WAL; the server takes leads again.
    const second = startServer(port);
    await waitUntilServing(port, second);
    expect((await postLead(port, "after restart")).status).toBe(201);
    second.child.kill("SIGTERM");
    await once(second.child, "exit");

    const store = openSqliteStore(join(dir.path, "leads.db"));
    try {
      // Posted without a challenge solution, so held; every state counts here.
      const leads = (
        await Promise.all(LEAD_STATES.map((state) => store.listLeads({ state })))
      ).flat();
      const byMarker = new Map<string, string[]>();
      for (const lead of leads) {
        const marker = String(lead.fields.message);
        byMarker.set(marker, [...(byMarker.get(marker) ?? []), lead.id]);
      }
      for (const [marker, ids] of byMarker) expect(ids, marker).toHaveLength(1);
      for (const [marker, id] of acked) expect(byMarker.get(marker), marker).toEqual([id]);
      expect(byMarker.get("after restart")).toHaveLength(1);
      expect(leads.length).toBeLessThanOrEqual(REQUESTS + 1);
    } finally {
      await store.close();
    }
  },
);
