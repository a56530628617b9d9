/**
 * GET /challenge is rate-limited per client (CHALLENGE_RATE_LIMIT_MAX per
 * minute), counted apart from the form's limit: on one instance, and shared by
 * two instances on one PostgreSQL database. A refusal is a 429 with Retry-After,
 * which the page's script waits out (app/lib/forms/challenge-client.ts).
 */
import type { FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { postForm, samples, tempDir, testEnv } from "../../../tests/support/data/lead-samples";
import { createTestDatabase, postgresSkipReason } from "../../../tests/support/data/stores";
import { buildApp } from "../../app";
import { leadCapture } from "../leads-plugin";
import type { PostgresStore } from "../store/postgres/postgres-store";

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

async function instance(env: Record<string, string>) {
  const e = testEnv({ TRUST_PROXY: "1", ...env });
  const capture = leadCapture(e, { channels: {} });
  const app = await buildApp({ env: e, plugins: [capture.register] });
  cleanups.push(async () => {
    await app.close();
    await capture.close();
  });
  if (capture.store.kind === "postgres") await (capture.store as PostgresStore).ready;
  return app;
}

/** Through one proxy on loopback, from `client`. */
const challenge = (app: FastifyInstance, client = "198.51.100.7") =>
  app.inject({ url: "/challenge", headers: { "x-forwarded-for": client } });

describe("GET /challenge rate limit, one instance (SQLite)", () => {
  it("answers max challenges per client a minute, then 429 with Retry-After; other clients are counted apart", async () => {
    const dir = tempDir();
    cleanups.push(async () => dir.remove());
    const app = await instance({ DATA_DIR: dir.path, CHALLENGE_RATE_LIMIT_MAX: "3" });
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await challenge(app)).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
    const refused = await challenge(app);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(refused.headers["content-security-policy"]).toBeDefined();
    expect((await challenge(app, "198.51.100.8")).statusCode).toBe(200);
  });

  it("counts apart from the form's limit: a client refused challenges still posts its form", async () => {
    const dir = tempDir();
    cleanups.push(async () => dir.remove());
    const app = await instance({
      DATA_DIR: dir.path,
      CHALLENGE_RATE_LIMIT_MAX: "1",
      RATE_LIMIT_MAX: "1",
    });
    expect((await challenge(app, "127.0.0.1")).statusCode).toBe(200);
    expect((await challenge(app, "127.0.0.1")).statusCode).toBe(429);
    const posted = await postForm(app, { "form-name": "contact", ...samples.contactDialog });
    expect(posted.statusCode).toBe(201);
    expect(posted.json()).toMatchObject({ ok: true });
  });

  it("defaults to 20 a minute", () => {
    expect(testEnv({ CHALLENGE_RATE_LIMIT_MAX: "" }).CHALLENGE_RATE_LIMIT_MAX).toBe(20);
  });
});

const skip = postgresSkipReason();
describe.skipIf(skip)("GET /challenge rate limit, two instances on PostgreSQL", () => {
  it("shares one count per client across the instances", async () => {
    const db = await createTestDatabase();
    cleanups.push(() => db.drop());
    const env = { DATABASE_URL: db.url, CHALLENGE_RATE_LIMIT_MAX: "3", RATE_LIMIT_MAX: "1" };
    const a = await instance(env);
    const b = await instance(env);
    const codes = [
      (await challenge(a)).statusCode,
      (await challenge(b)).statusCode,
      (await challenge(a)).statusCode,
      (await challenge(b)).statusCode,
      (await challenge(a)).statusCode,
    ];
    expect(codes).toEqual([200, 200, 200, 429, 429]);
    expect((await challenge(b, "198.51.100.99")).statusCode).toBe(200);
    // The form's count is its own: the first post of this client still goes through.
    const posted = await a.inject({
      method: "POST",
      url: "/",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        accept: "application/json",
        referer: "https://lexcore.example/contact",
        "x-forwarded-for": "198.51.100.7",
      },
      payload: new URLSearchParams({ "form-name": "contact", ...samples.contactDialog }).toString(),
    });
    expect(posted.statusCode).toBe(201);
  });
});
