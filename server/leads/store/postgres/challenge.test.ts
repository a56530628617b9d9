/**
 * Two instances on one PostgreSQL database, with no CHALLENGE_SECRET: they
 * share the key kept in the store, so either verifies the other's challenges,
 * and a solution used on one is refused on the other.
 */
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { solve } from "../../../../tests/support/data/solved-challenge";
import { postForm, samples, testEnv } from "../../../../tests/support/data/lead-samples";
import { createTestDatabase, postgresSkipReason } from "../../../../tests/support/data/stores";
import { buildApp } from "../../../app";
import { leadCapture } from "../../leads-plugin";
import type { PostgresStore } from "./postgres-store";

const skip = postgresSkipReason();

describe.skipIf(skip)("challenge across instances sharing PostgreSQL", () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  const instances: { app: FastifyInstance; capture: ReturnType<typeof leadCapture> }[] = [];
  beforeAll(async () => {
    db = await createTestDatabase();
    for (let i = 0; i < 2; i++) {
      const env = testEnv({ DATABASE_URL: db.url, CHALLENGE_SECRET: "" });
      const capture = leadCapture(env, { channels: {} });
      const app = await buildApp({ env, plugins: [capture.register] });
      await (capture.store as PostgresStore).ready;
      instances.push({ app, capture });
    }
  });
  afterAll(async () => {
    for (const { app, capture } of instances) {
      await app.close();
      await capture.close();
    }
    await db?.drop();
  });

  it("a solution from one instance is good on the other, once", async () => {
    const [a, b] = instances as [(typeof instances)[0], (typeof instances)[0]];
    const challenge = (await a.app.inject({ url: "/challenge" })).json();
    const altcha = await solve(challenge);
    const post = (app: FastifyInstance, message: string) =>
      postForm(app, { "form-name": "contact", altcha, ...samples.contactDialog, message });
    const first = await post(b.app, "First use of the solution, on the other instance.");
    const second = await post(a.app, "Second use of the same solution, on the issuing one.");
    const third = await post(b.app, "Third use, back on the first instance that took it.");
    const reasons = async (res: Awaited<ReturnType<typeof post>>) =>
      (await a.capture.store.getLead(res.json<{ id: string }>().id))!.reasons;
    // Verified on B with A's key (shared through the store): no challenge reason, only
    // too-fast, as this test sends it at once.
    expect(await reasons(first)).toEqual(["too-fast"]);
    expect(await reasons(second)).toEqual(["challenge-reused"]);
    expect(await reasons(third)).toEqual(["challenge-reused"]);
  });
});
