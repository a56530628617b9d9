/** `npm run layout -- --admin`: the inbox's signed-in pages, on a throw-away store with sample
 * leads and an owner's session handed to the browser (no ceremony: sign-in has
 * tests/e2e/inbox/inbox.spec.ts). */
import { join } from "node:path";
import { tmpdir } from "node:os";
import { authStore } from "../../../server/auth/auth-store";
import { dbOf } from "../../../server/db";
import { hashSecret, newSecret } from "../../../server/auth/service";
import { SESSION_COOKIE } from "../../../admin/app/session.server";
import { openSqliteStore } from "../../../server/leads/store/sqlite/sqlite-store";
import type { LeadStore } from "../../../server/leads/types";
import { trafficDbOf } from "../../../server/traffic/traffic-db";
import { queuedEvent } from "../../../server/traffic/test-events";
import { createWriter } from "../../../server/traffic/writer";
import { sampleLead, samples } from "../../../tests/support/lead-samples";
import { startServer, type RunningServer } from "../lib/server";
import { businessDocument } from "../../../content/business-document";
import { businessFactsSchema } from "../../../content/business-schema";
import { valueToFields } from "../../../admin/app/site/form-value";

const DAY = 86_400_000;

export interface SignedIn {
  server: RunningServer;
  /** The server as localhost: Chromium keeps a Secure (`__Host-`) cookie for it over plain HTTP. */
  origin: string;
  cookie: { name: string; value: string; url: string };
  routes: string[];
}

/** An owner with an hour's session, as a passkey sign-in leaves them; the session id for the
 * cookie. */
export async function signInOwner(store: LeadStore, email: string): Promise<string> {
  const auth = authStore(dbOf(store));
  const now = Date.now();
  const owner = await auth.upsertPerson(email, "owner", now);
  const id = newSecret();
  await auth.createSession(hashSecret(id), owner.id, now, 60 * 60_000);
  return id;
}

/** Today's visits from a campaign and enough speed samples for the Traffic page's figures. */
async function sampleTraffic(store: LeadStore, now: number) {
  const writer = createWriter({ db: trafficDbOf(store), now: () => now });
  const utm = { utm_source: "newsletter", utm_medium: "email", utm_campaign: "autumn" };
  for (let i = 0; i < 24; i++) {
    const ip = `198.51.100.${i}`;
    writer.add(queuedEvent({ at: now, ip, kind: "visit", path: "/web-design-roanoke-va", utm }));
    writer.add(queuedEvent({ at: now, ip, kind: "visit", path: "/", referrer: "www.google.com" }));
    const vitals = { lcp: 1500 + i * 120, inp: 80 + i * 15, cls: i / 100 };
    writer.add(queuedEvent({ at: now, kind: "vitals", path: "/", device: "phone", vitals }));
  }
  writer.drop("bot-agent", now);
  await writer.flush();
}

/** A draft with a new phone number, so the Changes page lists a change (saved as the editor's
 * form posts it). */
async function draftPhone(origin: string, sessionId: string) {
  const facts = {
    ...businessFactsSchema.parse(businessDocument.defaults),
    phone: "(304) 555-0199",
  };
  const body = new URLSearchParams({ intent: "save" });
  for (const [name, value] of Object.entries(valueToFields(businessFactsSchema, facts)))
    for (const v of [value].flat()) body.append(name, v);
  const res = await fetch(`${origin}/admin/site/edit/business`, {
    method: "POST",
    headers: { cookie: `${SESSION_COOKIE}=${sessionId}`, origin },
    body,
  });
  if (!res.ok) throw new Error(`The layout's draft was refused (${res.status})`);
}

/** Starts the inbox's server, fills its store, and signs an owner in. */
export async function signedInInbox(): Promise<SignedIn> {
  const server = await startServer("server/index.ts");
  const port = new URL(server.origin).port;
  const store = openSqliteStore(join(tmpdir(), `lexcore-serve-${port}`, "leads.db"));
  try {
    const now = Date.now();
    const source = {
      landing: "/web-design-roanoke-va",
      referrer: "news.example.org",
      utm: { utm_source: "newsletter", utm_campaign: "autumn" },
    };
    const lead = await store.saveLead(
      sampleLead({ fields: samples.contactPage, source }),
      [],
      new Date(now - DAY),
    );
    await store.saveLead(
      sampleLead({ form: "website-project", fields: samples.websiteProject }),
      [],
      new Date(now - 2 * DAY),
    );
    await store.saveLead(
      sampleLead({
        form: "referral",
        fields: samples.referral,
        state: "held",
        score: 3,
        reasons: ["too-fast", "no-challenge"],
      }),
      [],
      new Date(now - 3 * DAY),
    );
    // An answered lead, so the Response page has figures.
    const answered = await store.saveLead(sampleLead(), [], new Date(now - 3 * DAY));
    await store.setState(answered.id, "handled", [], new Date(now - 3 * DAY + 5 * 3_600_000), {
      by: "layout@lexcore.example",
    });
    await sampleTraffic(store, now);
    const id = await signInOwner(store, "layout@lexcore.example");
    const origin = server.origin.replace("127.0.0.1", "localhost");
    await draftPhone(origin, id);
    return {
      server,
      origin,
      cookie: { name: SESSION_COOKIE, value: id, url: origin },
      routes: [
        "/admin",
        "/admin?tab=held",
        "/admin?due=overdue",
        "/admin/response",
        "/admin/response?days=7",
        "/admin/sources",
        "/admin/traffic",
        "/admin/account",
        "/admin/people",
        "/admin/audit",
        `/admin/leads/${lead.id}`,
        "/admin/site",
        "/admin/site/edit/business",
        "/admin/site/edit/testimonials",
        "/admin/site/edit/landing/web-design-lewisburg-wv",
        "/admin/site/changes",
        "/admin/site/history",
      ],
    };
  } catch (error) {
    server.stop();
    throw error;
  } finally {
    await store.close();
  }
}
