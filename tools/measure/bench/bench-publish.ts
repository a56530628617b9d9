/** `npm run bench:publish`: `leads site publish FILE` against a running server, to the new copy on
 * every page: one page's copy (cache empty, then warm), the phone (a build), one page again
 * (rendered through the phone's build); GET / at 100/s, server memory, each build's peak. */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { Agent, request } from "node:http";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath, pathToFileURL } from "node:url";
import { aboutDocument } from "../../../content/about";
import { sitePages } from "../../../content/site-map";
import { ensureBuild, ROOT } from "../../../tests/support/servers/build";
import { phoneOverlay, publishWithCli, telOf } from "../../../tests/support/site/cli-publish";
import { percentile, printTable } from "../lib/figures";
import { startServer } from "../lib/server";

const PROBE = pathToFileURL(fileURLToPath(new URL("./peak-rss.mjs", import.meta.url))).href;
const MB = 1024;

/** A process's resident memory now, in KiB, from /proc. */
function rssKb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
}

/** GET `path` at a steady rate over a few kept-alive connections; each answer's time in ms. */
function steadyGets(origin: string, perSecond = 100, connections = 2) {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const times: number[] = [];
  let running = true;
  let failed = 0;
  const get = () =>
    new Promise<void>((resolve) => {
      const started = performance.now();
      const req = request(`${origin}/`, { agent }, (res) => {
        res.resume();
        res.on("end", () => {
          if (res.statusCode === 200) times.push(performance.now() - started);
          else failed++;
          resolve();
        });
      });
      req.on("error", () => (failed++, resolve()));
      req.end();
    });
  const loop = async () => {
    const every = (1000 * connections) / perSecond;
    while (running) {
      const started = performance.now();
      await get();
      await sleep(Math.max(0, every - (performance.now() - started)));
    }
  };
  const loops = Array.from({ length: connections }, loop);
  return {
    /** The times since the last take, and the requests that failed. */
    take: () => {
      const taken = { times: times.splice(0), failed };
      failed = 0;
      return taken;
    },
    stop: async () => {
      running = false;
      await Promise.all(loops);
      agent.destroy();
    },
  };
}

/** The highest resident memory of `pid` until stopped, sampled every 100 ms. */
function rssPeak(pid: number) {
  let peak = rssKb(pid);
  const timer = setInterval(() => (peak = Math.max(peak, rssKb(pid))), 100);
  return () => {
    clearInterval(timer);
    return Math.max(peak, rssKb(pid));
  };
}

interface ProbeLine {
  command: string;
  peakKb: number;
  startedAt: number;
  endedAt: number;
}

/** The build's processes, by step: longest run and highest peak of each. */
function steps(file: string) {
  const lines = readFileSync(file, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((l) => JSON.parse(l) as ProbeLine);
  const of = (test: (c: string) => boolean) => {
    const mine = lines.filter((l) => test(l.command));
    return {
      seconds: Math.max(0, ...mine.map((l) => (l.endedAt - l.startedAt) / 1000)),
      peakMb: Math.max(0, ...mine.map((l) => l.peakKb / MB)),
    };
  };
  return {
    build: of((c) => c.includes("react-router build")),
    postbuild: of((c) => c.includes("postbuild")),
    render: of((c) => c.includes("render-pages")),
    cli: of((c) => c.includes("cli/main.ts")),
  };
}

const lead = (n: number) =>
  `Lexcore keeps the systems of law firms in Lewisburg and across West Virginia dependable, secure and well run, edition ${n}.`;

async function main() {
  ensureBuild();
  const commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: ROOT }).toString();
  const dataDir = mkdtempSync(join(tmpdir(), "lexcore-bench-publish-"));
  const cliEnv = { DATA_DIR: dataDir, DATABASE_URL: "" };
  const server = await startServer("server/index.ts", undefined, {
    env: { ...cliEnv, SITE_POLL_MS: "200", RATE_LIMIT_MAX: "1000000" },
    stdout: "ignore",
  });
  const pid = server.child.pid!;
  const page = async (path: string) => (await fetch(`${server.origin}${path}`)).text();
  const gets = steadyGets(server.origin);
  const rows: string[][] = [];
  const startKb = rssKb(pid);
  console.log(
    `commit ${commit.trim()}; load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(", ")}; ${cpus().length} CPUs; Node ${process.version}`,
  );
  try {
    await sleep(5000);
    const idle = gets.take();
    idle.times.sort((a, b) => a - b);
    rows.push([
      "(no publish: GET / alone, 5 s)",
      ...Array<string>(6).fill(""),
      `${percentile(idle.times, 50).toFixed(1)} / ${percentile(idle.times, 99).toFixed(1)}`,
      `${idle.failed}`,
    ]);
    const about = (n: number) => ({
      about: { ...structuredClone(aboutDocument.defaults), lead: lead(n) },
    });
    const runs = [
      {
        name: "About lead (cache empty)",
        overlay: about(1),
        live: async () => (await page("/about")).includes(lead(1)),
      },
      {
        name: "About lead",
        overlay: about(2),
        live: async () => (await page("/about")).includes(lead(2)),
      },
      {
        name: "phone (every page)",
        overlay: { ...about(2), ...phoneOverlay("(304) 555-0199") },
        live: async () => {
          const pages = await Promise.all(sitePages.map((p) => page(p.path)));
          return pages.every((html) => html.includes(`tel:${telOf("(304) 555-0199")}`));
        },
      },
      {
        name: "About lead, after the phone",
        overlay: { ...about(3), ...phoneOverlay("(304) 555-0199") },
        live: async () => (await page("/about")).includes(lead(3)),
      },
    ];
    for (const [i, run] of runs.entries()) {
      const probe = join(dataDir, `probe-${i}.jsonl`);
      const before = rssKb(pid);
      const peak = rssPeak(pid);
      gets.take();
      const started = performance.now();
      const cli = publishWithCli(run.overlay, join(dataDir, `overlay-${i}.json`), {
        ...cliEnv,
        NODE_OPTIONS: `--import ${PROBE}`,
        PEAK_RSS_FILE: probe,
      });
      const done = await cli.done;
      if (done.code !== 0) throw new Error(`leads site publish failed:\n${done.output}`);
      const published = performance.now();
      while (!(await run.live())) {
        if (performance.now() - published > 120_000) throw new Error(`${run.name}: not live`);
        await sleep(50);
      }
      const live = performance.now();
      const during = gets.take();
      const serverPeak = peak();
      during.times.sort((a, b) => a - b);
      const s = steps(probe);
      rows.push([
        run.name,
        ((live - started) / 1000).toFixed(1),
        ((published - started) / 1000).toFixed(1),
        `${s.build.seconds.toFixed(1)} / ${s.postbuild.seconds.toFixed(1)} / ${s.render.seconds.toFixed(1)}`,
        ((live - published) / 1000).toFixed(1),
        `${s.build.peakMb.toFixed(0)} / ${s.postbuild.peakMb.toFixed(0)} / ${s.render.peakMb.toFixed(0)} / ${s.cli.peakMb.toFixed(0)}`,
        `+${((serverPeak - before) / MB).toFixed(0)} (+${((serverPeak - startKb) / MB).toFixed(0)})`,
        `${percentile(during.times, 50).toFixed(1)} / ${percentile(during.times, 99).toFixed(1)}`,
        `${during.failed}`,
      ]);
    }
  } finally {
    await gets.stop();
    server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(
    "\nSQLite, SITE_POLL_MS=200; GET / at 100/s over 2 connections during each publish.\n" +
      "Server RSS: peak during the publish over its RSS just before (over its RSS at start).\n",
  );
  printTable(
    [
      "Publish",
      "to live s",
      "command s",
      "build / postbuild / render s",
      "switch s",
      "peak MB build / post / render / cli",
      "server RSS MB",
      "GET / p50 / p99 ms",
      "failed",
    ],
    rows,
    { left: 1, rule: true },
  );
}

await main();
