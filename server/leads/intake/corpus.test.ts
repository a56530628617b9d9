/**
 * The spam corpus through the real route: 40 genuine leads (all four forms,
 * each sent with a challenge fetched from GET /challenge and solved, a few
 * seconds later, as a browser does) all end `new` and are notified; 43 bot
 * posts (no solution, expired, replayed, forged, malformed or guessed
 * solutions, posted within a second, link spam, repeated bodies, honeypot)
 * all end `held` or `spam` and none is notified.
 */
import type { Challenge } from "altcha-lib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, expect, it } from "vitest";
import { solve, solvedAt } from "../../../tests/support/data/solved-challenge";
import { botPosts, genuineLeads, type BotPost } from "../../../tests/support/data/corpus";
import { postForm } from "../../../tests/support/data/lead-samples";
import { startLeadApp } from "../../../tests/support/servers/lead-app";
import { encodePayload, issueChallenge, secretsFrom } from "./challenge";
import type { leadCapture } from "../leads-plugin";
import type { Lead, LeadState } from "../store/store-contract";

let app: FastifyInstance;
let capture: ReturnType<typeof leadCapture>;
const notified: Lead[] = [];
/** The routes' clock: real time plus what the test has let pass (instead of sleeping). */
let passed = 0;

let close: () => Promise<void>;
beforeAll(async () => {
  ({ app, capture, close } = await startLeadApp(
    (lead) => notified.push(lead),
    () => new Date(Date.now() + passed),
  ));
});
afterAll(() => close());

const getChallenge = async () => (await app.inject({ url: "/challenge" })).json<Challenge>();
const post = async (form: string, fields: Record<string, string | string[]>, altcha: string) => {
  // Every post names a page (the contact page), as a browser (or a careful bot) does.
  const res = await postForm(app, { "form-name": form, "bot-field": "", altcha, ...fields });
  expect(res.statusCode, JSON.stringify(res.json())).toBe(201);
  return res.json<{ id: string }>().id;
};
const sleep = (ms: number) => void (passed += ms);

function tally(states: LeadState[]) {
  const counts: Record<LeadState, number> = { new: 0, held: 0, spam: 0, handled: 0 };
  for (const s of states) counts[s]++;
  return counts;
}

it("genuine leads all end new and are notified; bot posts all end held or spam, none notified", async () => {
  const genuine = genuineLeads();
  const bots = botPosts();
  expect(genuine.length).toBeGreaterThanOrEqual(40);
  expect(bots.length).toBeGreaterThanOrEqual(40);
  expect(new Set(genuine.map((g) => g.form))).toEqual(
    new Set(["contact", "referral", "website-project"]),
  );
  expect(new Set(genuine.map((g) => g.variant).filter(Boolean))).toEqual(
    new Set(["dialog", "page"]),
  );

  // Genuine: a challenge each (GET /challenge), solved while "the form is filled", sent after a few
  // seconds.
  const solutions = await Promise.all(genuine.map(async () => solve(await getChallenge())));
  sleep(3_500);
  const genuineIds: string[] = [];
  for (const [i, lead] of genuine.entries()) {
    genuineIds.push(await post(lead.form, lead.fields, solutions[i]!));
  }

  // Bots, in file order (repeats come after the body they repeat).
  const secrets = secretsFrom("a-bot-made-this-key-up-itself");
  const botIds: { bot: BotPost; id: string }[] = [];
  const slowSolutions = await Promise.all(
    bots.map(async (b) =>
      b.kind === "link-spam" || b.kind === "repeat" ? solve(await getChallenge()) : "",
    ),
  );
  sleep(3_500);
  let replayed = 0;
  for (const [i, bot] of bots.entries()) {
    let altcha = "";
    switch (bot.kind) {
      case "expired":
        altcha = await solvedAt(Date.now() - 3 * 60 * 60_000);
        break;
      case "reused":
        // A real visitor's solution, captured and replayed.
        altcha = solutions[replayed++]!;
        break;
      case "forged":
        altcha = await solve(await issueChallenge(secrets, Date.now() - 60_000));
        break;
      case "malformed":
        altcha = bot.altcha ?? "";
        break;
      case "wrong":
        altcha = encodePayload({
          challenge: await getChallenge(),
          solution: { counter: 1500, derivedKey: "00".repeat(32) },
        });
        break;
      case "fast":
        altcha = await solve(await getChallenge());
        break;
      case "link-spam":
      case "repeat":
        altcha = slowSolutions[i]!;
        break;
    }
    botIds.push({ bot, id: await post(bot.form, bot.fields, altcha) });
  }

  await capture.worker!.runOnce();
  const stateOf = async (id: string) => (await capture.store.getLead(id))!;
  const genuineLeadsStored = await Promise.all(genuineIds.map(stateOf));
  const botLeads = await Promise.all(botIds.map(({ id }) => stateOf(id)));

  const wrongGenuine = genuineLeadsStored
    .map((l, i) => ({ note: genuine[i]!.note, state: l.state, reasons: l.reasons }))
    .filter((l) => l.state !== "new");
  const missedBots = botLeads
    .map((l, i) => ({ kind: botIds[i]!.bot.kind, note: botIds[i]!.bot.note, state: l.state }))
    .filter((l) => l.state === "new");
  const summary = {
    genuine: tally(genuineLeadsStored.map((l) => l.state)),
    bots: tally(botLeads.map((l) => l.state)),
    botReasons: Object.fromEntries(
      botLeads.map((l, i) => [
        `${botIds[i]!.bot.kind} #${i}`,
        `${l.state}: ${l.reasons.join(", ")}`,
      ]),
    ),
  };
  console.log(`spam corpus: ${JSON.stringify(summary, null, 2)}`);

  expect(wrongGenuine, "false positives").toEqual([]);
  expect(missedBots, "bots that ended new").toEqual([]);
  expect(notified.map((l) => l.id).sort()).toEqual([...genuineIds].sort());
});
