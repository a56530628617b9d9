/**
 * The inbox over HTTP without a browser: the real server (buildApp, the lead
 * routes and registerAdmin with the inbox's real build) on a given store and a
 * clock the test moves, people and sessions made straight in the auth store,
 * and a software passkey that answers a sign-in ceremony as an authenticator would.
 */
import type { SiteEditor } from "../../../server/site/site-types";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from "node:crypto";
import { existsSync } from "node:fs";
import { afterEach, beforeEach } from "vitest";
import { join } from "node:path";
import { buildApp } from "../../../server/app";
import { registerAdmin } from "../../../server/admin/admin-plugin";
import { dbOf } from "../../../server/database/db";
import type { Role } from "../../../server/auth/records";
import { authService, type AuthService } from "../../../server/auth/service";
import { authStore } from "../../../server/auth/auth-store";
import { leadCapture } from "../../../server/leads/leads-plugin";
import type { Channel, LeadStore } from "../../../server/leads/store/store-contract";
import { ROOT } from "./build";
import { testEnv } from "../data/lead-samples";

export const ADMIN_BUILD = join(ROOT, "build/admin");
export const hasAdminBuild = () => existsSync(join(ADMIN_BUILD, "server/index.js"));
export const ORIGIN = "http://localhost:4999";
export const SESSION = "__Host-lexcore-session";
export const CEREMONY = "__Host-lexcore-passkey";

export interface Inbox {
  app: FastifyInstance;
  auth: AuthService;
  /** The clock of the server and of `auth`; set `clock.t` to move it. */
  clock: { t: number };
  /** A person with a session begun now; resolves to the person and the session cookie. */
  person(email: string, role: Role): Promise<{ id: string; cookie: string }>;
  /** A GET as a browser of this site sends it. */
  get(url: string, cookie?: string, from?: string): Promise<LightMyRequestResponse>;
  /** A same-origin form post (urlencoded unless `type` says otherwise; "" sends none). */
  post(
    url: string,
    payload: string,
    cookie?: string,
    extra?: { type?: string; from?: string; headers?: Record<string, string> },
  ): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/**
 * Around each test: starts the inbox on the suite's store (skipped without an
 * inbox build) and hands it to `set`; after it, closes it, or the one `get` holds when a test
 * may restart it with other settings.
 */
export function inboxEachTest(
  t: { store: LeadStore },
  set: (inbox: Inbox) => void,
  get?: () => Inbox | undefined,
) {
  let started: Inbox | undefined;
  beforeEach(async (context) => {
    if (!hasAdminBuild()) return context.skip("no inbox build (npm run build)");
    started = await startInbox(t.store);
    set(started);
  });
  afterEach(async () => {
    await (get ? get() : started)?.close();
    started = undefined;
  });
}

/** The inbox server on `store` (not closed by `close`: the store's owner closes it). */
export async function startInbox(
  store: LeadStore,
  envOverrides: Record<string, string> = {},
  clock = { t: Date.UTC(2026, 10, 25, 15) },
  logStream?: { write: (line: string) => void },
  /** The owner's channels a release queues (none unless given). */
  channels: readonly Channel[] = [],
  site?: SiteEditor,
): Promise<Inbox> {
  const env = testEnv({ SITE_URL: ORIGIN, ADMIN_BUILD_DIR: ADMIN_BUILD, ...envOverrides });
  const now = () => clock.t;
  const capture = leadCapture(env, { store, channels: {}, clock: () => new Date(clock.t) });
  const app = await buildApp({
    env,
    logStream,
    plugins: [
      capture.register,
      (a) => registerAdmin(a, { env, store, channels, kick: () => undefined, now, site }),
    ],
  });
  // Its capture has no channels: its outbox worker would mark the rows a test queues as failed
  // (no channel) before the test delivers them itself, so it is stopped once the app is ready.
  await app.ready();
  await capture.worker?.stop();
  const auth = authService(authStore(dbOf(store)), {
    idleMs: env.ADMIN_SESSION_IDLE_MINUTES * 60_000,
    absoluteMs: env.ADMIN_SESSION_MAX_MINUTES * 60_000,
    now,
  });
  const host = new URL(ORIGIN).host;
  const send = (options: InjectOptions) => app.inject(options);
  return {
    app,
    auth,
    clock,
    async person(email, role) {
      const p = await auth.store.upsertPerson(email, role, clock.t);
      return { id: p.id, cookie: `${SESSION}=${await auth.startSession(p.id)}` };
    },
    get: (url, cookie, from) =>
      send({
        url,
        headers: { host, ...(cookie ? { cookie } : {}) },
        ...(from ? { remoteAddress: from } : {}),
      }),
    post: (url, payload, cookie, extra = {}) =>
      send({
        method: "POST",
        url,
        headers: {
          host,
          origin: ORIGIN,
          ...(extra.type === ""
            ? {}
            : { "content-type": extra.type ?? "application/x-www-form-urlencoded" }),
          ...(cookie ? { cookie } : {}),
          ...extra.headers,
        },
        payload,
        ...(extra.from ? { remoteAddress: extra.from } : {}),
      }),
    close: async () => {
      await app.close();
    },
  };
}

/** The value of `name` in a response's Set-Cookie headers (undefined when not set). */
export function setCookie(res: LightMyRequestResponse, name: string): string | undefined {
  const all = res.headers["set-cookie"];
  const list = Array.isArray(all) ? all : all ? [all] : [];
  for (const c of list) {
    const [pair] = c.split(";");
    const [key, ...value] = pair!.split("=");
    if (key === name) return value.join("=");
  }
  return undefined;
}

/** The WebAuthn challenge a ceremony page gave the browser (in its loader data). */
export function challengeOf(html: string): string {
  const m = /challenge\\?",\\?"([\w-]+)/.exec(html);
  if (!m) throw new Error("no challenge on the page");
  return m[1]!;
}

const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};

/**
 * A passkey (ES256) kept in the test: its COSE public key for the store, and
 * the assertion an authenticator with user verification would give for a challenge.
 */
export function softPasskey(origin = ORIGIN) {
  const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const jwk = publicKey.export({ format: "jwk" });
  const x = Buffer.from(jwk.x!, "base64url");
  const y = Buffer.from(jwk.y!, "base64url");
  // CBOR map {1: 2 (EC2), 3: -7 (ES256), -1: 1 (P-256), -2: x, -3: y}.
  const cose = Buffer.concat([
    Buffer.from([0xa5, 0x01, 0x02, 0x03, 0x26, 0x20, 0x01, 0x21, 0x58, 0x20]),
    x,
    Buffer.from([0x22, 0x58, 0x20]),
    y,
  ]);
  const id = randomBytes(16).toString("base64url");
  let counter = 0;
  const key: KeyObject = privateKey;
  const rpIdHash = createHash("sha256").update(new URL(origin).hostname).digest();
  const clientData = (type: string, challenge: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  return {
    id,
    publicKey: cose.toString("base64url"),
    /** The answer to a registration ceremony: attestation "none", as the inbox asks. */
    register(challenge: string) {
      const credId = Buffer.from(id, "base64url");
      const len = Buffer.alloc(2);
      len.writeUInt16BE(credId.length);
      // Flags: user present, user verified, attested credential data (0x45).
      const authData = Buffer.concat([
        rpIdHash,
        Buffer.from([0x45]),
        u32(0),
        Buffer.alloc(16),
        len,
        credId,
        cose,
      ]);
      const authLen = Buffer.alloc(2);
      authLen.writeUInt16BE(authData.length);
      // CBOR {"fmt": "none", "attStmt": {}, "authData": bytes}.
      const attestation = Buffer.concat([
        Buffer.from([0xa3, 0x63]),
        Buffer.from("fmt"),
        Buffer.from([0x64]),
        Buffer.from("none"),
        Buffer.from([0x67]),
        Buffer.from("attStmt"),
        Buffer.from([0xa0, 0x68]),
        Buffer.from("authData"),
        Buffer.from([0x59]),
        authLen,
        authData,
      ]);
      return {
        id,
        rawId: id,
        type: "public-key",
        response: {
          clientDataJSON: clientData("webauthn.create", challenge).toString("base64url"),
          attestationObject: attestation.toString("base64url"),
          transports: ["internal"],
        },
        clientExtensionResults: {},
      };
    },
    answer(challenge: string) {
      // Flags: user present (0x01) and verified (0x04).
      const authData = Buffer.concat([rpIdHash, Buffer.from([0x05]), u32(++counter)]);
      const data = clientData("webauthn.get", challenge);
      const signed = Buffer.concat([authData, createHash("sha256").update(data).digest()]);
      return {
        id,
        rawId: id,
        type: "public-key",
        response: {
          authenticatorData: authData.toString("base64url"),
          clientDataJSON: data.toString("base64url"),
          signature: sign("sha256", signed, key).toString("base64url"),
        },
        clientExtensionResults: {},
      };
    },
  };
}

/** Gives the person a software passkey in the store. */
export async function addSoftPasskey(auth: AuthService, personId: string, now: number) {
  const passkey = softPasskey();
  await auth.store.addPasskey({
    id: passkey.id,
    personId,
    publicKey: passkey.publicKey,
    counter: 0,
    transports: ["internal"],
    name: "Test key",
    createdAt: now,
  });
  return passkey;
}

/** The Cookie header of a live sign-in ceremony for `from`, as the sign-in page gives it. */
export async function ceremonyFor(inbox: Inbox, from = "198.51.100.7") {
  return `${CEREMONY}=${setCookie(await inbox.get("/admin/sign-in", undefined, from), CEREMONY)}`;
}

/** The sign-in page's ceremony cookie (a Cookie header) and a form body answering its challenge
 * with `passkey`, not yet posted. */
export function answerSignIn(
  page: LightMyRequestResponse,
  passkey: ReturnType<typeof softPasskey>,
) {
  const ceremony = setCookie(page, CEREMONY);
  const response = JSON.stringify(passkey.answer(challengeOf(page.body)));
  return {
    cookie: ceremony ? `${CEREMONY}=${ceremony}` : undefined,
    answer: `response=${encodeURIComponent(response)}`,
  };
}

/**
 * A whole passkey sign-in from `from`: the page, then the answer posted with
 * the page's ceremony cookie. Resolves to the POST's response.
 */
export async function signIn(
  inbox: Inbox,
  passkey: ReturnType<typeof softPasskey>,
  from = "198.51.100.7",
) {
  const page = await inbox.get("/admin/sign-in", undefined, from);
  if (page.statusCode !== 200) return page;
  const { cookie, answer } = answerSignIn(page, passkey);
  return inbox.post("/admin/sign-in", answer, cookie, { from });
}
