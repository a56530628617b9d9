/**
 * No raw address or User-Agent is written anywhere by the traffic counting:
 * not to the data folder (the SQLite file and its journal), not to a log line,
 * whatever the beacon's fate (counted, dropped, refused).
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";
import { BEACON_PATH } from "../../shared/visit-beacon";
import { tempDir, testEnv } from "../../tests/support/data/lead-samples";
import { buildApp } from "../app";
import { leadCapture } from "../leads/leads-plugin";
import { trafficCapture } from "./traffic-plugin";

const UA = "Mozilla/5.0 (X11; Linux x86_64) PrivacyProbe/7.7.7 Chrome/131.0.0.0 Safari/537.36";
const IP = "203.0.113.177";

it("writes neither the client's IP nor its User-Agent to the data folder or the log", async () => {
  const dir = tempDir();
  const lines: string[] = [];
  const env = testEnv({ DATA_DIR: dir.path, LOG_LEVEL: "debug", TRUST_PROXY: "1" });
  const capture = leadCapture(env, { channels: {} });
  const traffic = trafficCapture(env, capture.store);
  const app = await buildApp({
    env,
    plugins: [capture.register, traffic.register],
    logStream: { write: (line) => lines.push(line) },
  });
  try {
    const send = (payload: string, headers: Record<string, string> = {}) =>
      app.inject({
        method: "POST",
        url: BEACON_PATH,
        remoteAddress: "127.0.0.1",
        headers: {
          "x-forwarded-for": IP,
          "user-agent": UA,
          "content-type": "text/plain",
          ...headers,
        },
        payload,
      });
    const beacon = (over: Record<string, unknown> = {}) =>
      JSON.stringify({
        type: "pageview",
        path: "/",
        start: Date.now() - 500,
        webdriver: false,
        ...over,
      });
    expect((await send(beacon({ visit: { landing_page: "/" } }))).statusCode).toBe(204);
    expect((await send(beacon({ type: "vitals", lcp: 1200 }))).statusCode).toBe(204);
    expect((await send(beacon({ webdriver: true }))).statusCode).toBe(204);
    expect((await send(beacon(), { "user-agent": `${UA} HeadlessChrome` })).statusCode).toBe(204);
    expect((await send("{not json")).statusCode).toBe(400);
    expect((await send(beacon(), { "content-type": "image/png" })).statusCode).toBe(415);
    expect((await send(`"${"x".repeat(4000)}"`)).statusCode).toBe(413);
    await traffic.writer.flush();
    await traffic.runJob();
    const events = await traffic.db.all("SELECT COUNT(*) AS n FROM traffic_events");
    expect(Number(events[0]!.n)).toBe(2);
  } finally {
    await app.close();
    await capture.close();
  }
  try {
    const files = readdirSync(dir.path);
    expect(files).toContain("leads.db");
    for (const file of files) {
      const bytes = readFileSync(join(dir.path, file)).toString("latin1");
      expect(bytes, file).not.toContain(IP);
      expect(bytes, file).not.toContain("PrivacyProbe");
    }
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      expect(line).not.toContain(IP);
      expect(line).not.toContain("PrivacyProbe");
    }
  } finally {
    dir.remove();
  }
});
