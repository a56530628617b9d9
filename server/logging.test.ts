/**
 * What the privacy policy promises about logs (content/legal/privacy.ts): at
 * the default level no line per page view, and no client address in any line,
 * including the lines about a stored lead.
 */
import { expect, it } from "vitest";
import { buildApp } from "./app";
import { leadCapture } from "./leads/leads-plugin";
import { solvedAt } from "../tests/support/solved-challenge";
import { encodeForm, samples, tempDir, testEnv } from "../tests/support/lead-samples";

/** An invite link's secret part, as `npm run leads -- invite` prints it. */
const INVITE_TOKEN = "k3P9xQ2mZ7wR4tY8uV1bN6cL0dF5gH2jA9sE3qW7zX4";

async function logsOf(level: "info" | "debug") {
  const dir = tempDir();
  const lines: string[] = [];
  const env = testEnv({ DATA_DIR: dir.path, LOG_LEVEL: level, TRUST_PROXY: "1" });
  const capture = leadCapture(env, { channels: {} });
  const app = await buildApp({
    env,
    plugins: [capture.register],
    logStream: { write: (line) => lines.push(line) },
  });
  try {
    const client = { remoteAddress: "127.0.0.1", headers: { "x-forwarded-for": "203.0.113.77" } };
    for (const url of [
      "/",
      "/contact",
      "/no-such-page",
      `/admin/invite/${INVITE_TOKEN}`,
      // The forms the inbox's router also takes for the invite page.
      `/admin/INVITE/${INVITE_TOKEN}`,
      `/admin/%69nvite/${INVITE_TOKEN}`,
      `/admin/x/../invite/${INVITE_TOKEN}`,
      // Read as a host by a URL parser, but the path the router serves.
      `//admin/invite/${INVITE_TOKEN}`,
      `/admin\\invite/${INVITE_TOKEN}`,
      // In a sign-in's next=, encoded once, and nested twice.
      `/admin/sign-in?next=%2Fadmin%2Finvite%2F${INVITE_TOKEN}%2Fextra`,
      `/admin/sign-in?next=%2Fadmin%2Fsign-in%3Fnext%3D%252Fadmin%252Finvite%252F${INVITE_TOKEN}`,
      `/admin/sign-in?a=1&next=%252F%252561dmin%252FINVITE%252F${INVITE_TOKEN}`,
    ])
      await app.inject({ method: "GET", url, ...client });
    const res = await app.inject({
      method: "POST",
      url: "/",
      remoteAddress: client.remoteAddress,
      headers: {
        ...client.headers,
        "content-type": "application/x-www-form-urlencoded",
        accept: "application/json",
      },
      // A solved challenge: the lead is new, and reported as such.
      payload: encodeForm({
        "form-name": "contact",
        altcha: await solvedAt(),
        ...samples.contactDialog,
      }),
    });
    expect(res.statusCode).toBe(201);
    return { lines, leadId: res.json<{ id: string }>().id };
  } finally {
    await app.close();
    await capture.close();
    dir.remove();
  }
}

it("at info: no line per page view and no client address anywhere", async () => {
  const { lines, leadId } = await logsOf("info");
  const text = lines.join("");
  expect(text).not.toMatch(/203\.0\.113\.77|127\.0\.0\.1|remoteAddress|remotePort/);
  expect(lines.some((l) => l.includes('"url"'))).toBe(false);
  // The lead itself is still reported (no channel configured), without an address.
  expect(lines.some((l) => l.includes(leadId))).toBe(true);
});

it("at debug: a line per request with method, path and status, still without an address", async () => {
  const { lines } = await logsOf("debug");
  const requests = lines.filter((l) => l.includes('"request done"'));
  expect(requests.length).toBeGreaterThanOrEqual(4);
  expect(requests[0]).toContain('"url":"/"');
  // An invite's token is a credential: its path is logged without it.
  expect(lines.join("")).not.toContain(INVITE_TOKEN);
  expect(requests.some((l) => l.includes('"url":"/admin/invite/[token]"'))).toBe(true);
  expect(
    requests.filter((l) =>
      l.includes('"url":"/admin/sign-in?[a query naming an invite link, left out]"'),
    ),
  ).toHaveLength(3);
  expect(lines.join("")).not.toMatch(
    /203\.0\.113\.77|127\.0\.0\.1|remoteAddress|remotePort|"host"/,
  );
});
