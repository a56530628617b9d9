/** The inbox bench over HTTP: the real server with `leads` stored and an owner's session, each
 * common page fetched whole, sequentially over loopback; `runs` timed after 5 untimed, p50 and
 * p99 in ms. */
import { mkdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { SESSION_COOKIE } from "../../../admin/app/session.server";
import { openSqliteStore } from "../../../server/leads/store/sqlite/sqlite-store";
import type { Lead } from "../../../server/leads/store/store-contract";
import { signInOwner } from "../layout/layout-admin";
import { freePort } from "../../../tests/support/servers/peers";
import { percentile } from "../lib/figures";
import { startServer } from "../lib/server";

export interface HttpRow {
  name: string;
  p50: number;
  p99: number;
  kb: number;
}

/** `fill` writes the leads into a new SQLite file (the bench's bulk writer). */
export async function benchInboxHttp(
  leads: Lead[],
  runs: number,
  fill: (file: string, leads: Lead[]) => Promise<void>,
): Promise<HttpRow[]> {
  const port = await freePort();
  // The folder startServer gives the server for this port.
  const dataDir = join(tmpdir(), `lexcore-serve-${port}`);
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, "leads.db");
  await fill(file, leads);
  const store = openSqliteStore(file);
  let session: string;
  try {
    session = await signInOwner(store, "bench@lexcore.example");
  } finally {
    await store.close();
  }

  const server = await startServer("server/index.ts", port);
  try {
    const newest = leads.reduce((a, b) => (b.receivedAt > a.receivedAt ? b : a));
    const pages = [
      { name: "GET /admin (New tab)", path: "/admin" },
      { name: "GET /admin?tab=held", path: "/admin?tab=held" },
      { name: "GET /admin?q=person 4242 (search)", path: "/admin?q=person%204242" },
      { name: "GET /admin/leads/:id (one lead)", path: `/admin/leads/${newest.id}` },
      { name: "GET /admin/sources (90 days)", path: "/admin/sources" },
    ];
    const rows: HttpRow[] = [];
    for (const { name, path } of pages) {
      const once = async () => {
        const res = await fetch(`${server.origin}${path}`, {
          headers: { cookie: `${SESSION_COOKIE}=${session}` },
          redirect: "manual",
        });
        const body = await res.arrayBuffer();
        // A refused session would time the sign-in redirect instead: say so rather than pass.
        if (res.status !== 200) throw new Error(`${path} answered ${res.status}, not 200`);
        return body.byteLength;
      };
      for (let i = 0; i < 5; i++) await once();
      const times: number[] = [];
      let bytes = 0;
      for (let i = 0; i < runs; i++) {
        const start = performance.now();
        bytes = await once();
        times.push(performance.now() - start);
      }
      times.sort((a, b) => a - b);
      rows.push({ name, p50: percentile(times, 50), p99: percentile(times, 99), kb: bytes / 1024 });
    }
    return rows;
  } finally {
    server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
