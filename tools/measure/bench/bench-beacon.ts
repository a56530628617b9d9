/** `npm run bench`'s visit beacon: a flood of valid beacons from distinct fake clients, and the
 * lead POST's latency alone, during that flood and during a GET / flood of as many connections (any
 * flood shares the one process's CPU; the beacon's should cost no more than a page's). */
import { loadavg } from "node:os";
import { setTimeout as sleep } from "node:timers/promises";
import { BEACON_PATH } from "../../../shared/visit-beacon";
import { autocannon, type Result } from "./autocannon";
import { contactBodies } from "./bench-bodies";
import { printTable } from "../lib/figures";

const UAS = [
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15",
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
];

/** The n-th beacon: a visit or a later page, from client n % 60,000. */
function beacon(n: number) {
  const visitor = n % 60_000;
  const ip = `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`;
  const ua = `${UAS[visitor % UAS.length]} Bench/${visitor}`;
  const body = JSON.stringify({
    type: "pageview",
    path: n % 3 ? "/about" : "/contact",
    start: Date.now() - 2000,
    webdriver: false,
    ...(n % 3 === 0 ? { visit: { landing_page: "/contact", utm_source: "bench" } } : {}),
  });
  return { ip, ua, body };
}

const flood = (origin: string, seconds: number, connections: number) => {
  let n = 0;
  return autocannon({
    url: `${origin}${BEACON_PATH}`,
    duration: seconds,
    connections,
    requests: [
      {
        method: "POST",
        headers: { "content-type": "text/plain;charset=UTF-8" },
        setupRequest: (req) => {
          const b = beacon(n++);
          return {
            ...req,
            body: b.body,
            headers: {
              ...(req.headers as Record<string, string>),
              "user-agent": b.ua,
              "x-forwarded-for": b.ip,
            },
          };
        },
      },
    ],
  });
};

const leadPosts = async (origin: string, seconds: number, first: number) => {
  const bodies = await contactBodies(seconds * 1500, first);
  let next = 0;
  return autocannon({
    url: `${origin}/`,
    duration: seconds,
    connections: 2,
    requests: [
      {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          accept: "application/json",
        },
        setupRequest: (req) => ({ ...req, body: bodies[next++ % bodies.length] }),
      },
    ],
  });
};

export async function benchBeacon(opts: {
  origin: string;
  seconds: number;
  connections: number;
  /** Numbers the lead messages apart from the other POST runs (a repeated message is held). */
  firstLead: number;
  /** The events stored so far (read after the flood). */
  storedEvents: () => Promise<number>;
}) {
  const { origin, seconds, connections } = opts;
  process.stderr.write(`lead POST alone (2 connections): ${seconds} s…\n`);
  const alone = await leadPosts(origin, seconds, opts.firstLead);
  const loadBefore = loadavg()[0]!;
  process.stderr.write(
    `beacon flood (${connections} connections) with lead POSTs beside it: ${seconds} s…\n`,
  );
  const [beacons, during] = await Promise.all([
    flood(origin, seconds, connections),
    leadPosts(origin, seconds, opts.firstLead + seconds * 1500),
  ]);
  const loadAfter = loadavg()[0]!;
  await sleep(3000);
  const stored = await opts.storedEvents();
  process.stderr.write(
    `GET / flood (${connections} connections) with lead POSTs beside it: ${seconds} s…\n`,
  );
  const [pages, duringPages] = await Promise.all([
    autocannon({ url: `${origin}/`, duration: seconds, connections }),
    leadPosts(origin, seconds, opts.firstLead + 2 * seconds * 1500),
  ]);
  const row = (name: string, r: Result) => [
    name,
    Math.round(r.requests.average).toLocaleString("en-US"),
    String(r.latency.p50),
    String(r.latency.p99),
    String(r.non2xx + r.errors + r.timeouts),
  ];
  console.log(
    `\nVisit beacon: ${seconds} s per run, loopback; load average ${loadBefore.toFixed(2)} before the flood, ${loadAfter.toFixed(2)} after\n`,
  );
  printTable(
    ["Request", "req/s", "p50 ms", "p99 ms", "failed"],
    [
      row("POST / (lead), alone", alone),
      row(`POST ${BEACON_PATH} (flood, ${connections} connections)`, beacons),
      row("POST / (lead), during the flood", during),
      row(`GET / (reference flood, ${connections} connections)`, pages),
      row("POST / (lead), during the GET / flood", duringPages),
    ],
    { left: 1, rule: true },
  );
  console.log(
    `\nBeacons: ${beacons["2xx"]} answered 204; ${stored} events in the store 3 s later. Lead POST p99: ${alone.latency.p99} ms alone, ${during.latency.p99} ms during the beacon flood, ${duringPages.latency.p99} ms during the GET / flood.`,
  );
  // A beacon answered 204 may still be in the queue; fewer events than 204s by more than that is a
  // loss.
  const failed = [alone, beacons, during].some((r) => r.non2xx + r.errors > 0) || stored === 0;
  return { alone, beacons, during, pages, duringPages, stored, failed };
}
