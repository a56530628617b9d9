/**
 * An Origin that differs from ours only in scheme is another site: the form's POST / and the
 * inbox's posts answer a plain 403 before any handler runs, and the log has one warning
 * without a stack (any client can send this, so it must not read as the server's error).
 */
import { afterEach, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { leadCapture } from "../leads/leads-plugin";
import { encodeForm, samples, tempDir, testEnv } from "../../tests/support/data/lead-samples";
import { ORIGIN, hasAdminBuild, startInbox } from "../../tests/support/servers/inbox-http";
import { openSqliteStore } from "../leads/store/sqlite/sqlite-store";
import { join } from "node:path";

const SITE = "https://www.lexcore.example";
let close: () => Promise<void> = async () => undefined;
afterEach(() => close());

const parsed = (lines: string[]) => lines.map((l) => JSON.parse(l) as Record<string, unknown>);

async function site(env: Record<string, string> = {}) {
  const dir = tempDir();
  const lines: string[] = [];
  const e = testEnv({ DATA_DIR: dir.path, SITE_URL: SITE, LOG_LEVEL: "info", ...env });
  const capture = leadCapture(e, { channels: {} });
  const app = await buildApp({
    env: e,
    plugins: [capture.register],
    logStream: { write: (line) => lines.push(line) },
  });
  close = async () => {
    await app.close();
    await capture.close();
    dir.remove();
  };
  const post = (headers: Record<string, string>) =>
    app.inject({
      method: "POST",
      url: "/",
      headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
      payload: encodeForm({ "form-name": "contact", ...samples.contactDialog }),
    });
  return { post, lines, capture };
}

describe("an origin that differs only in scheme", () => {
  it.each([
    ["http:// for our https:// site", { origin: "http://www.lexcore.example" }],
    ["http:// on the site's port 443", { origin: "http://www.lexcore.example:443" }],
    [
      "https:// for the host it was sent to over http",
      { origin: "https://127.0.0.1:4350", host: "127.0.0.1:4350" },
    ],
  ])("%s: 403, nothing stored, a warning without a stack", async (_label, headers) => {
    const { post, lines, capture } = await site();
    const res = await post({ ...headers, accept: "text/html" });
    expect(res.statusCode).toBe(403);
    expect(res.body).toContain("This form was sent from another website");
    expect((await capture.store.stats()).byFormAndState).toEqual([]);
    const warnings = parsed(lines).filter((l) => l.msg === "a cross-site post was refused (403)");
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ level: 40, origin: headers.origin });
    expect(lines.join("\n")).not.toMatch(/"stack"|"err"|"level":50/);
  });

  it("the same scheme and host is still ours, through a trusted proxy too", async () => {
    const { post } = await site({ TRUST_PROXY: "1" });
    expect((await post({ origin: SITE })).statusCode).toBe(303);
    expect(
      (await post({ origin: "http://127.0.0.1:4350", host: "127.0.0.1:4350" })).statusCode,
    ).toBe(303);
    // Behind a TLS proxy the browser's https:// origin is the host it was sent to.
    const proxied = await post({
      origin: "https://lexcore.example",
      "x-forwarded-host": "lexcore.example",
      "x-forwarded-proto": "https",
    });
    expect(proxied.statusCode).toBe(303);
  });
});

describe.skipIf(!hasAdminBuild())("the inbox, posted from our host under the other scheme", () => {
  it("answers 403 before React Router runs, with one warning and no error", async () => {
    const dir = tempDir();
    const store = openSqliteStore(join(dir.path, "leads.db"));
    const lines: string[] = [];
    const inbox = await startInbox(store, { LOG_LEVEL: "info" }, undefined, {
      write: (l) => lines.push(l),
    });
    close = async () => {
      await inbox.close();
      await store.close();
      dir.remove();
    };
    const other = ORIGIN.replace("http:", "https:");
    for (const url of ["/admin/sign-in", "/admin/people", "/admin/sign-out"]) {
      const res = await inbox.post(url, "intent=remove", undefined, {
        headers: { origin: other },
      });
      expect(res.statusCode, url).toBe(403);
    }
    const logged = parsed(lines);
    expect(logged.filter((l) => l.msg === "a cross-site post was refused (403)")).toHaveLength(3);
    expect(logged.filter((l) => Number(l.level) >= 50)).toEqual([]);
    expect(lines.join("\n")).not.toContain('"stack"');
  });
});
