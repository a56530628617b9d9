/**
 * SIGTERM with clients still connected: the request that completes after the
 * signal is answered (and stored) with Connection: close; a client that never
 * finishes its body is cut off at SHUTDOWN_TIMEOUT_MS; the process exits.
 */
import { once } from "node:events";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterEach, expect, it } from "vitest";
import { spawnServer, waitUntilServing } from "../tests/support/servers/build";
import { solvedAt } from "../tests/support/data/solved-challenge";
import { encodeForm, samples, tempDir } from "../tests/support/data/lead-samples";
import { freePort, waitFor } from "../tests/support/servers/peers";
import { rawClient } from "../tests/support/servers/raw-http";
import { openSqliteStore } from "./leads/store/sqlite/sqlite-store";

let dir: ReturnType<typeof tempDir>;
let server: ReturnType<typeof spawnServer> | undefined;

afterEach(() => {
  server?.child.kill("SIGKILL");
  dir?.remove();
});

const head = (length: number) =>
  `POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${length}\r\n\r\n`;

it("finishes the request in flight with Connection: close, cuts off a slow client at the deadline, and exits", async () => {
  dir = tempDir();
  const port = await freePort();
  server = spawnServer(port, {
    DATA_DIR: dir.path,
    DATABASE_URL: "",
    SHUTDOWN_TIMEOUT_MS: "1500",
    // Long enough that only the shutdown deadline can end the slow client.
    REQUEST_TIMEOUT_MS: "120000",
  });
  await waitUntilServing(port, server);

  const body = encodeForm({
    "form-name": "contact",
    altcha: await solvedAt(),
    ...samples.contactPage,
    name: "After SIGTERM",
  });
  const finishing = await rawClient(port);
  finishing.write(head(Buffer.byteLength(body)) + body.slice(0, 20));
  const slow = await rawClient(port);
  slow.write(`${head(100)}form-name=`);
  await sleep(300);

  const exited = once(server.child, "exit");
  server.child.kill("SIGTERM");
  await sleep(300);
  finishing.write(body.slice(20));

  await waitFor(() => finishing.received().includes("\r\n\r\n"), 10_000);
  expect(finishing.response().status).toBe(303);
  expect(finishing.response().headers.connection).toBe("close");
  expect(await finishing.closesWithin(5_000)).toBe(true);

  const [code] = (await Promise.race([exited, sleep(15_000).then(() => ["still running"])])) as [
    number | string,
  ];
  expect(code, server.stderr()).toBe(0);
  expect(slow.isClosed()).toBe(true);

  const store = openSqliteStore(join(dir.path, "leads.db"));
  try {
    const names = (await store.listLeads()).map((l) => l.fields.name);
    expect(names).toEqual(["After SIGTERM"]);
  } finally {
    await store.close();
  }
}, 40_000);
