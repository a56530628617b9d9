/** `npm run observatory [-- --https] [-- --min N]`: the MDN HTTP Observatory's tests against the
 * real server on loopback (or behind Caddy with `--https`), failing under 115 (120 with HTTPS).
 * Which tests are set aside over plain HTTP and why: docs/measuring.md. */
import { spawn } from "node:child_process";
import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { existsSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { retrieve } from "@mdn/mdn-http-observatory/src/retriever/retriever.js";
import { ALL_TESTS } from "@mdn/mdn-http-observatory/src/constants.js";
import { getScoreModifier } from "@mdn/mdn-http-observatory/src/grader/grader.js";
import { MINIMUM_SCORE_FOR_EXTRA_CREDIT } from "@mdn/mdn-http-observatory/src/grader/charts.js";
import { landingPages } from "../../../content/landing-pages";
import { buildApp } from "../../../server/app";
import { parseEnv } from "../../../server/runtime/env";
import { leadCapture } from "../../../server/leads/leads-plugin";
import { tempDir } from "../../../tests/support/data/lead-samples";
import { caddySkipReason, startCaddy } from "../../../tests/support/servers/caddy";
import { freePort } from "../../../tests/support/servers/peers";

/** The package's test functions for the two TLS-only tests (not run: they need HTTPS). */
const TLS_ONLY = new Map([
  ["redirectionTest", "redirection"],
  ["strictTransportSecurityTest", "strict-transport-security"],
]);
const args = process.argv.slice(2);
const minIndex = args.indexOf("--min");
const HTTPS = args.includes("--https");
/** Set in the child that scans through Caddy: "httpPort,httpsPort". */
const THROUGH_PROXY = process.env.OBSERVATORY_PROXY_PORTS;
const MIN = minIndex >= 0 ? Number(args[minIndex + 1]) : HTTPS ? 120 : 115;

async function score(port: number, path: string) {
  const [httpPort, httpsPort] = THROUGH_PROXY ? THROUGH_PROXY.split(",").map(Number) : [port];
  const requests = await retrieve(THROUGH_PROXY ? "localhost" : "127.0.0.1", {
    httpPort,
    // A loopback port nobody listens on: the scanner's HTTPS attempt fails at once.
    httpsPort: httpsPort ?? (await freePort()),
    path,
  });
  if (!requests.responses.auto) throw new Error(`No answer from the server for ${path}`);
  const tests = ALL_TESTS;
  // The package's scoring (src/scanner/index.js), over the tests that can pass over HTTP.
  let withExtra = 100;
  let uncurved = 100;
  const rows = tests.map((test) => {
    const tlsOnly = THROUGH_PROXY ? undefined : TLS_ONLY.get(test.name);
    if (tlsOnly) return { test: tlsOnly, result: "(needs HTTPS)", modifier: "set aside" };
    const r = test(requests);
    const modifier = getScoreModifier(r.result);
    withExtra += modifier;
    if (modifier < 0) uncurved += modifier;
    return { test: test.name.replace(/Test$/, ""), result: r.result, modifier };
  });
  const total = uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtra : uncurved;
  return { total, rows, status: requests.responses.auto.status };
}

/** The scan itself, over what is listening on `port` (or through the proxy). */
async function scanAll(port: number): Promise<boolean> {
  let failed = false;
  for (const path of paths) {
    const { total, rows, status } = await score(port, path);
    console.log(
      `\n${path} (HTTP ${status}): score ${total}${total < MIN ? ` — under ${MIN}` : ""}`,
    );
    console.table(rows);
    if (total < MIN) failed = true;
  }
  return failed;
}

/** The HSTS and redirection tests read Chromium's preload list, which the package's postinstall
 * would download; localhost is on none, so an empty list gives the same answer. */
function ensurePreloadList() {
  const file = fileURLToPath(
    new URL(
      "../../../node_modules/@mdn/mdn-http-observatory/conf/hsts-preload.json",
      import.meta.url,
    ),
  );
  if (!existsSync(file)) writeFileSync(file, "{}\n");
}

const paths = ["/", `/${landingPages[0]!.slug}`, "/contact"];
if (THROUGH_PROXY) {
  ensurePreloadList();
  const failed = await scanAll(0);
  process.exit(failed ? 1 : 0);
}

const dir = tempDir("lexcore-observatory-");
/** Caddy in front of the server on `port`, and this script again as the scanning child. */
async function scanThroughCaddy(port: number): Promise<boolean> {
  const skip = caddySkipReason();
  if (skip) throw new Error(skip);
  const [httpPort, httpsPort, spareHttpsPort] = [
    await freePort(),
    await freePort(),
    await freePort(),
  ];
  const proxy = await startCaddy({
    upstreamPort: port,
    httpPort,
    httpsPort,
    spareHttpsPort,
    dir: join(dir.path, "caddy"),
  });
  try {
    console.log(`Scanning through Caddy: http://localhost:${httpPort} and ${proxy.origin}`);
    // Not spawnSync: the server in this process must keep answering the child.
    const child = spawn(
      process.execPath,
      [...process.execArgv, fileURLToPath(import.meta.url), ...args],
      {
        stdio: "inherit",
        env: {
          ...process.env,
          NODE_EXTRA_CA_CERTS: proxy.rootCert,
          OBSERVATORY_PROXY_PORTS: `${httpPort},${httpsPort}`,
        },
      },
    );
    const [code] = (await once(child, "exit")) as [number | null];
    return code !== 0;
  } finally {
    await proxy.stop();
  }
}

const env = parseEnv({
  ...process.env,
  PORT: "0",
  HOST: "127.0.0.1",
  DATA_DIR: dir.path,
  DATABASE_URL: "",
  LOG_LEVEL: "silent",
});
const capture = leadCapture(env);
const app = await buildApp({ env, plugins: [capture.register] });
await app.listen({ port: 0, host: "127.0.0.1" });
const { port } = app.server.address() as AddressInfo;

let failed = false;
try {
  if (HTTPS) failed = await scanThroughCaddy(port);
  else failed = await scanAll(port);
} finally {
  await app.close();
  await capture.close();
  dir.remove();
}
if (failed) {
  console.error(`\nA page scored under ${MIN}.`);
  process.exit(1);
}
