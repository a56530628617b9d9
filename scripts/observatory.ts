/**
 * `npm run observatory`: the MDN HTTP Observatory's tests (npm package
 * @mdn/mdn-http-observatory, the scanner behind developer.mozilla.org/observatory)
 * against the real server on loopback, for `/`, a landing page and `/contact`.
 *
 * The package's own `scan()` takes a bare hostname (port 80/443, path /), so
 * this runs its retriever with our port and path, then its ten tests and its
 * scoring. Over plain HTTP two tests cannot pass and are set aside, as the
 * issue allows: `redirection` (HTTP to HTTPS) and `strict-transport-security`
 * (only read over HTTPS). The server does send HSTS; a TLS proxy in front
 * must redirect HTTP to HTTPS. Prints each test's result and modifier and
 * fails when a page scores under 115 (`-- --min 120` to change).
 */
import type { AddressInfo } from "node:net";
import { createServer } from "node:net";
import { retrieve } from "@mdn/mdn-http-observatory/src/retriever/retriever.js";
import { ALL_TESTS } from "@mdn/mdn-http-observatory/src/constants.js";
import { getScoreModifier } from "@mdn/mdn-http-observatory/src/grader/grader.js";
import { MINIMUM_SCORE_FOR_EXTRA_CREDIT } from "@mdn/mdn-http-observatory/src/grader/charts.js";
import { landingPages } from "../content/landing-pages";
import { buildApp } from "../server/app";
import { parseEnv } from "../server/env";
import { leadCapture } from "../server/leads/plugin";
import { tempDir } from "../tests/support/leads";

/** The package's test functions for the two TLS-only tests (not run: they need HTTPS). */
const TLS_ONLY = new Map([
  ["redirectionTest", "redirection"],
  ["strictTransportSecurityTest", "strict-transport-security"],
]);
const args = process.argv.slice(2);
const minIndex = args.indexOf("--min");
const MIN = minIndex >= 0 ? Number(args[minIndex + 1]) : 115;

/** A loopback port nobody listens on: the scanner's HTTPS attempt fails at once. */
async function closedPort() {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function score(port: number, path: string) {
  const requests = await retrieve("127.0.0.1", {
    httpPort: port,
    httpsPort: await closedPort(),
    path,
  });
  if (!requests.responses.auto) throw new Error(`No answer from the server for ${path}`);
  const tests = ALL_TESTS;
  // The package's scoring (src/scanner/index.js), over the tests that can pass over HTTP.
  let withExtra = 100;
  let uncurved = 100;
  const rows = tests.map((test) => {
    const tlsOnly = TLS_ONLY.get(test.name);
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

const dir = tempDir("lexcore-observatory-");
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

const paths = ["/", `/${landingPages[0]!.slug}`, "/contact"];
let failed = false;
try {
  for (const path of paths) {
    const { total, rows, status } = await score(port, path);
    console.log(
      `\n${path} (HTTP ${status}): score ${total}${total < MIN ? ` — under ${MIN}` : ""}`,
    );
    console.table(rows);
    if (total < MIN) failed = true;
  }
} finally {
  await app.close();
  await capture.close();
  dir.remove();
}
if (failed) {
  console.error(`\nA page scored under ${MIN}.`);
  process.exit(1);
}
