/**
 * The start-up hold in one process: requests that may use the store wait for
 * it; pages and health checks do not; the wait ends at the hold's limit.
 */
import Fastify from "fastify";
import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { BEACON_PATH } from "../../shared/visit-beacon";
import { holdUntilStoreReady } from "./startup-hold";

function appWithHold(holdMs: number) {
  let markReady!: () => void;
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  const app = Fastify();
  let storeReady = false;
  ready.then(() => (storeReady = true));
  holdUntilStoreReady(app, { ready, holdMs });
  app.post("/", async (_q, reply) => reply.code(storeReady ? 201 : 503).send());
  app.get("/challenge", async (_q, reply) => reply.code(storeReady ? 200 : 503).send());
  app.get("/readyz", async (_q, reply) => reply.code(storeReady ? 200 : 503).send());
  app.get("/healthz", async () => "ok");
  app.get("/*", async () => "page");
  app.post(BEACON_PATH, async (_q, reply) => reply.code(204).send());
  return { app, markReady };
}

describe("the start-up hold", () => {
  it("holds a form POST and GET /challenge until the store is ready; pages, health checks and the visit beacon answer at once", async () => {
    const { app, markReady } = appWithHold(60_000);
    const post = app.inject({ method: "POST", url: "/" });
    const challenge = app.inject({ method: "GET", url: "/challenge" });
    let settled = false;
    void Promise.all([post, challenge]).then(() => (settled = true));
    expect((await app.inject({ method: "GET", url: "/about" })).statusCode).toBe(200);
    expect((await app.inject({ method: "GET", url: "/healthz" })).statusCode).toBe(200);
    // The beacon only queues its event: it never waits for the store.
    expect((await app.inject({ method: "POST", url: BEACON_PATH })).statusCode).toBe(204);
    // Readiness still says what it sees: not ready.
    expect((await app.inject({ method: "GET", url: "/readyz" })).statusCode).toBe(503);
    await sleep(50);
    expect(settled).toBe(false);
    markReady();
    expect((await post).statusCode).toBe(201);
    expect((await challenge).statusCode).toBe(200);
    // Once open, later requests go straight through.
    expect((await app.inject({ method: "POST", url: "/" })).statusCode).toBe(201);
    await app.close();
  });

  it("lets the held requests go at the hold's limit when the store is still not ready (its 503)", async () => {
    const { app } = appWithHold(100);
    expect((await app.inject({ method: "POST", url: "/" })).statusCode).toBe(503);
    await app.close();
  });
});
