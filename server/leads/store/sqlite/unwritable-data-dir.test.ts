/**
 * DATA_DIR that cannot be written: the pages are served, form posts get the
 * usual 503 page, one log line names the folder, and the forms come back once
 * the folder is usable (without a restart).
 */
import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, expect, it } from "vitest";
import { buildApp } from "../../../app";
import { solvedAt } from "../../../../tests/support/solved-challenge";
import { encodeForm, samples, tempDir, testEnv } from "../../../../tests/support/lead-samples";
import { storeFromEnv } from "../../channels";
import { leadCapture } from "../../leads-plugin";

let dir: ReturnType<typeof tempDir>;
afterEach(() => dir.remove());

it("serves pages, answers form posts 503 with the usual page and names the folder once", async () => {
  dir = tempDir();
  // A file where a folder should be: the folder cannot be made, even by root
  // (for whom a read-only mode would not stop anything).
  const blocked = join(dir.path, "blocked");
  writeFileSync(blocked, "");
  const data = join(blocked, "data");
  const lines: string[] = [];
  const log = {
    info: (m: string) => lines.push(`info ${m}`),
    warn: (m: string) => lines.push(`warn ${m}`),
  };
  const env = testEnv({ DATA_DIR: data });
  const store = storeFromEnv(env, log, 0);
  const capture = leadCapture(env, { store, channels: {} });
  const app = await buildApp({ env, plugins: [capture.register] });
  try {
    expect((await app.inject({ method: "GET", url: "/" })).statusCode).toBe(200);
    expect((await app.inject({ method: "GET", url: "/contact" })).statusCode).toBe(200);
    const post = async () =>
      app.inject({
        method: "POST",
        url: "/",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: encodeForm({
          "form-name": "contact",
          altcha: await solvedAt(),
          ...samples.contactDialog,
        }),
      });
    const refused = await post();
    expect(refused.statusCode).toBe(503);
    expect(refused.body).toContain("Your message did not go through");
    expect(await post()).toMatchObject({ statusCode: 503 });
    const warnings = lines.filter((l) => l.startsWith("warn"));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain(`Cannot open the lead store in ${data}`);

    rmSync(blocked);
    expect((await post()).statusCode).toBe(303);
    expect(await store.listLeads()).toHaveLength(1);
  } finally {
    await app.close();
    await capture.close();
  }
});
