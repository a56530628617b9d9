/**
 * Two instances on one PostgreSQL database behind one address (a round-robin proxy), each with its
 * own DATA_DIR: `leads site publish FILE` changes the phone, and while the instances switch, a
 * client fetching a page and every asset it names through the proxy never gets a 404 (an
 * instance answers for another's newer assets from the store, and keeps older ones). Both serve
 * the new phone within 60 s. One real publish: the build takes 20 to 60 s on a loaded machine.
 */
import { setTimeout as sleep } from "node:timers/promises";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { spawnServer, waitUntilServing } from "../../tests/support/build";
import { tempDir } from "../../tests/support/lead-samples";
import { freePort } from "../../tests/support/peers";
import { startRoundRobin } from "../../tests/support/round-robin";
import {
  fetchAssetsOf,
  phoneOverlay,
  publishWithCli,
  telOf,
  type Fetched,
} from "../../tests/support/site/cli-publish";
import { createTestDatabase, postgresSkipReason } from "../../tests/support/stores";

const NEW_PHONE = "(304) 555-0199";
const cleanups: (() => Promise<unknown> | unknown)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const servesNewPhone = (html: string) =>
  html.includes(NEW_PHONE) && html.includes(`tel:${telOf(NEW_PHONE)}`);

describe("two instances on PostgreSQL behind one address", () => {
  it.skipIf(postgresSkipReason())(
    "switch to a published version within 60 s, with no 404 for an asset of a page served",
    { timeout: 420_000 },
    async () => {
      const db = await createTestDatabase();
      cleanups.push(() => db.drop());
      const dir = tempDir("lexcore-instances-");
      cleanups.push(() => dir.remove());
      // One instance checks for new versions often and the other rarely, so for a while they
      // serve different versions and each is asked for assets only the other one holds.
      const polls = ["300", "20000"];
      const ports = [await freePort(), await freePort()];
      const servers = ports.map((port, i) =>
        spawnServer(port, {
          DATABASE_URL: db.url,
          DATA_DIR: join(dir.path, `instance-${i}`),
          SITE_POLL_MS: polls[i]!,
          RATE_LIMIT_MAX: "1000000",
        }),
      );
      cleanups.push(() => servers.forEach((s) => s.child.kill("SIGKILL")));
      for (const [i, port] of ports.entries()) await waitUntilServing(port, servers[i]!, 90_000);
      const proxy = await startRoundRobin(ports);
      cleanups.push(() => proxy.stop());

      // A page as served before the publish, whose assets must keep answering afterwards.
      const before = await (await fetch(`${proxy.origin}/`)).text();
      expect(servesNewPhone(before)).toBe(false);

      const failures: string[] = [];
      const pageVersion = new Map<string, "old" | "new">();
      let crossVersionFetches = 0;
      let pagesServed = 0;
      let hammering = true;
      const hammer = (async () => {
        while (hammering) {
          const res = await fetch(`${proxy.origin}/`);
          const html = await res.text();
          const from = res.headers.get("x-upstream")!;
          if (res.status !== 200) failures.push(`GET / ${res.status} from instance ${from}`);
          const version = servesNewPhone(html) ? "new" : "old";
          pageVersion.set(from, version);
          pagesServed++;
          const assets: Fetched[] = await fetchAssetsOf(proxy.origin, html);
          for (const a of assets) {
            if (a.status !== 200)
              failures.push(`${a.path} ${a.status} from instance ${a.upstream} (page: ${from})`);
            const other = pageVersion.get(a.upstream!);
            if (a.upstream !== from && other && other !== version) crossVersionFetches++;
          }
        }
      })();

      const cli = publishWithCli(phoneOverlay(NEW_PHONE), join(dir.path, "overlay.json"), {
        DATABASE_URL: db.url,
        DATA_DIR: join(dir.path, "cli"),
      });
      const published = await cli.done;
      expect(published.output).toMatch(/Version 1 is live/);
      expect(published.code).toBe(0);
      const liveAt = Date.now();

      // Each instance, asked directly, serves the new phone within 60 s.
      const switchedAfter = await Promise.all(
        ports.map(async (port) => {
          for (;;) {
            const html = await (await fetch(`http://127.0.0.1:${port}/`)).text();
            if (servesNewPhone(html)) return Date.now() - liveAt;
            if (Date.now() - liveAt > 60_000) return Infinity;
            await sleep(200);
          }
        }),
      );
      await sleep(2000);
      hammering = false;
      await hammer;

      const logs = servers.map((s, i) => `instance ${i}: ${s.stderr().slice(-1500)}`).join("\n");
      expect(
        switchedAfter.every((ms) => ms <= 60_000),
        `ms: ${switchedAfter}\n${logs}`,
      ).toBe(true);
      expect(failures).toEqual([]);
      expect(pagesServed).toBeGreaterThan(2);
      // The instances did serve different versions while the client went back and forth.
      expect(crossVersionFetches).toBeGreaterThan(0);
      // The page from before the publish still finds all its assets on either instance.
      const old = await fetchAssetsOf(proxy.origin, before);
      expect(old.filter((a) => a.status !== 200)).toEqual([]);
      expect(new Set(old.map((a) => a.upstream))).toEqual(new Set(["0", "1"]));
    },
  );
});
