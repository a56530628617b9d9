/** The real server (`npm start`): the beacon is registered, and its queue is written on SIGTERM. */
import { once } from "node:events";
import { join } from "node:path";
import { afterEach, expect, it } from "vitest";
import { BEACON_PATH } from "../../shared/visit-beacon";
import { spawnServer, waitUntilServing } from "../../tests/support/servers/build";
import { tempDir } from "../../tests/support/data/lead-samples";
import { freePort } from "../../tests/support/servers/peers";
import { openSqliteStore } from "../leads/store/sqlite/sqlite-store";

let dir: ReturnType<typeof tempDir>;
let server: ReturnType<typeof spawnServer> | undefined;

afterEach(() => {
  server?.child.kill("SIGKILL");
  dir?.remove();
});

it("counts a beacon sent to the real server, written at the latest when it stops", async () => {
  dir = tempDir();
  const port = await freePort();
  server = spawnServer(port, { DATA_DIR: dir.path, DATABASE_URL: "" });
  await waitUntilServing(port, server);
  const res = await fetch(`http://127.0.0.1:${port}${BEACON_PATH}`, {
    method: "POST",
    headers: {
      "content-type": "text/plain;charset=UTF-8",
      "user-agent": "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0",
      origin: `http://127.0.0.1:${port}`,
    },
    body: JSON.stringify({
      type: "pageview",
      path: "/contact",
      start: Date.now() - 1000,
      webdriver: false,
      visit: { landing_page: "/contact", utm_source: "news" },
    }),
  });
  expect(res.status).toBe(204);
  expect(res.headers.get("set-cookie")).toBeNull();
  const exited = once(server.child, "exit");
  server.child.kill("SIGTERM");
  await exited;
  const store = openSqliteStore(join(dir.path, "leads.db"));
  try {
    const rows = store.db.prepare("SELECT kind, landing, utm_source FROM traffic_events").all();
    expect(rows).toEqual([{ kind: "visit", landing: "/contact", utm_source: "news" }]);
  } finally {
    await store.close();
  }
});
