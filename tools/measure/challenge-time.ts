/** `npm run challenge-time`: browser time on the spam challenge, from the first focus on the
 * contact form to the solved worker, five runs unthrottled and five at 4× CPU. Method:
 * docs/measuring.md. */
import { chromium } from "playwright-core";
import { buildApp } from "../../server/app";
import { parseEnv } from "../../server/runtime/env";
import { leadCapture } from "../../server/leads/leads-plugin";
import { tempDir } from "../../tests/support/data/lead-samples";
import { CHROMIUM_FLAGS, chromiumPath } from "../../tests/support/browser/chromium";
import { median } from "./lib/figures";

const port = Number(process.env.CHALLENGE_TIME_PORT ?? 4361);
const dir = tempDir("lexcore-challenge-time-");
const env = parseEnv({
  ...process.env,
  PORT: String(port),
  DATA_DIR: dir.path,
  DATABASE_URL: "",
  LOG_LEVEL: "silent",
});
const capture = leadCapture(env, { channels: {} });
const app = await buildApp({ env, plugins: [capture.register] });
await app.listen({ port, host: "127.0.0.1" });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });

/** Chromium (156 here) answers "only supported for pages, not workers" to throttling a worker. */
let unthrottledWorker = false;

async function once(rate: number): Promise<number> {
  const page = await browser.newPage();
  try {
    await page.goto(`http://127.0.0.1:${port}/contact`);
    await page.locator(".support-widget:not([data-state=unknown])").waitFor();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate });
    // The worker is a target of its own: slow it too, as soon as it attaches.
    let workerThrottled = false;
    cdp.on("Target.attachedToTarget", (event) => {
      if (event.targetInfo.type !== "worker") return;
      const message = JSON.stringify({
        id: 1,
        method: "Emulation.setCPUThrottlingRate",
        params: { rate },
      });
      // The worker may be gone already (solved): nothing to slow then.
      cdp
        .send("Target.sendMessageToTarget", { sessionId: event.sessionId, message })
        .catch(() => undefined);
    });
    cdp.on("Target.receivedMessageFromTarget", (event) => {
      const reply = JSON.parse(event.message) as { id?: number; error?: unknown };
      if (reply.id === 1) workerThrottled = !reply.error;
    });
    await cdp.send("Target.setAutoAttach", {
      autoAttach: true,
      waitForDebuggerOnStart: false,
      flatten: false,
    });
    const closed = new Promise<number>((resolve) =>
      page.once("worker", (worker) => worker.once("close", () => resolve(performance.now()))),
    );
    const start = performance.now();
    // The page's own form, not the closed contact dialog's of the same name.
    await page.getByRole("main").locator("form[name=contact]").getByLabel("Name").focus();
    const took = (await closed) - start;
    if (rate !== 1 && !workerThrottled) unthrottledWorker = true;
    return took;
  } finally {
    await page.close();
  }
}

try {
  for (const rate of [1, 4]) {
    const times: number[] = [];
    for (let i = 0; i < 5; i++) times.push(await once(rate));
    console.log(
      `CPU ${rate}x: ${times.map((t) => Math.round(t)).join(", ")} ms; median ${Math.round(median(times))} ms`,
    );
    if (rate !== 1 && unthrottledWorker) {
      console.log(
        `  (this Chromium throttles the page but not the worker; a CPU ${rate}x slower throughout would take at most about ${rate} × the 1x median)`,
      );
    }
  }
} finally {
  await browser.close();
  await app.close();
  await capture.close();
  dir.remove();
}
