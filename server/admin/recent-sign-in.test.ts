/**
 * Adding a passkey, and inviting someone (whose link could add the owner's own
 * address a passkey), ask for a recent sign-in (RECENT_SIGN_IN_MS): an older
 * session, a stolen cookie for example, is refused and offered a fresh
 * sign-in that comes back to the page. Through the real server and
 * the inbox's real build, on a clock the test moves.
 */
import type { FastifyInstance } from "fastify";
import type { InjectOptions } from "fastify";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { dbOf } from "../db";
import { RECENT_SIGN_IN_MS, authService } from "../auth/service";
import { authStore } from "../auth/auth-store";
import { leadCapture } from "../leads/leads-plugin";
import { ROOT } from "../../tests/support/build";
import { tempDir, testEnv } from "../../tests/support/lead-samples";
import { registerAdmin } from "./admin-plugin";

const ADMIN_BUILD = join(ROOT, "build/admin");
const ORIGIN = "http://localhost:4999";
const START = Date.UTC(2026, 10, 25, 15);
let t = START;
let app: FastifyInstance;
let cookie: string;
let newSession: () => Promise<string>;
let stop: () => Promise<void>;

beforeAll(async () => {
  const dir = tempDir();
  const env = testEnv({ DATA_DIR: dir.path, SITE_URL: ORIGIN, ADMIN_BUILD_DIR: ADMIN_BUILD });
  const capture = leadCapture(env, { channels: {} });
  const now = () => t;
  app = await buildApp({
    env,
    plugins: [
      capture.register,
      (a) =>
        registerAdmin(a, { env, store: capture.store, channels: [], kick: () => undefined, now }),
    ],
  });
  const auth = authService(authStore(dbOf(capture.store)), {
    idleMs: env.ADMIN_SESSION_IDLE_MINUTES * 60_000,
    absoluteMs: env.ADMIN_SESSION_MAX_MINUTES * 60_000,
    now,
  });
  const person = await auth.store.upsertPerson("owner@example.com", "owner", t);
  newSession = async () => `__Host-lexcore-session=${await auth.startSession(person.id)}`;
  cookie = await newSession();
  stop = async () => {
    await app.close();
    await capture.close();
    dir.remove();
  };
});
afterAll(() => stop());
/** A request as a browser at the site's own address sends it (the inbox answers no other Host). */
const inject = (o: InjectOptions) =>
  app.inject({ ...o, headers: { host: new URL(ORIGIN).host, ...(o.headers ?? {}) } });

const page = (url: string) => inject({ url, headers: { cookie } });
/** A form post from the inbox's own page (same host and origin, as a browser sends it). */
const post = (url: string, payload: string) =>
  inject({
    method: "POST",
    url,
    headers: {
      cookie,
      host: new URL(ORIGIN).host,
      origin: ORIGIN,
      "content-type": "application/x-www-form-urlencoded",
    },
    payload,
  });
const account = () => page("/admin/account");
const addPasskey = () => post("/admin/account", "intent=add&name=Spare+key&response=%7B%7D");
const AGAIN = "To add, rename or remove a passkey, sign in again";
const people = () => page("/admin/people");
const invite = () =>
  post("/admin/people", "intent=invite&email=owner%40example.com&role=owner&confirm=yes");
const INVITE_AGAIN = "To invite or remove someone, sign in again";

describe.skipIf(!existsSync(join(ADMIN_BUILD, "server/index.js")))(
  "adding a passkey or an invite",
  () => {
    it("is offered, and gets as far as checking the passkey, in a session just begun", async () => {
      t = START + RECENT_SIGN_IN_MS - 60_000;
      const page = await account();
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain("Add a passkey");
      expect(page.body).not.toContain(AGAIN);
      const res = await addPasskey();
      // No real authenticator answered: refused at the passkey check, past the freshness one.
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain("The passkey could not be saved");

      expect((await people()).body).toContain("Create invite link");
      const invited = await invite();
      expect(invited.statusCode).toBe(200);
      expect(invited.body).toContain("/admin/invite/");
    });

    it("is refused in an older session, which is offered a fresh sign-in instead", async () => {
      t = START + RECENT_SIGN_IN_MS + 60_000;
      const page = await account();
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(AGAIN);
      expect(page.body).toContain("Sign in again");
      expect(page.body).not.toContain("Add a passkey");
      const res = await addPasskey();
      expect(res.statusCode).toBe(403);
      expect(res.body).toContain(AGAIN);

      const list = await people();
      expect(list.body).toContain(INVITE_AGAIN);
      expect(list.body).not.toContain("Create invite link");
      // An owner's stolen cookie could invite the owner's own address and add a passkey through the
      // link.
      const invited = await invite();
      expect(invited.statusCode).toBe(403);
      expect(invited.body).toContain(INVITE_AGAIN);
      expect(invited.body).not.toContain("/admin/invite/");
    });

    it("signing in again comes back to the account page, and never to another site", async () => {
      const signOut = async (next: string) =>
        inject({
          method: "POST",
          url: "/admin/sign-out",
          headers: {
            cookie: await newSession(),
            origin: ORIGIN,
            "content-type": "application/x-www-form-urlencoded",
          },
          payload: `next=${encodeURIComponent(next)}`,
        });
      const back = await signOut("/admin/account");
      expect(back.statusCode).toBe(302);
      expect(back.headers.location).toBe("/admin/sign-in?next=%2Fadmin%2Faccount");
      expect(String(back.headers["set-cookie"])).toMatch(/^__Host-lexcore-session=;/);
      for (const next of ["https://evil.example/", "//evil.example/admin", "/elsewhere"]) {
        expect((await signOut(next)).headers.location).toBe("/admin/sign-in");
      }
    });

    it("'Sign in again' still leads to sign-in once the session has gone idle", async () => {
      const stale = cookie;
      // Past the idle limit: the session is over, and the page's form is still there.
      t += (testEnv({}).ADMIN_SESSION_IDLE_MINUTES + 1) * 60_000;
      expect((await page("/admin/account")).statusCode).toBe(302);
      const signOut = (payload: string) =>
        inject({
          method: "POST",
          url: "/admin/sign-out",
          headers: {
            cookie: stale,
            origin: ORIGIN,
            "content-type": "application/x-www-form-urlencoded",
          },
          payload,
        });
      const res = await signOut(`next=${encodeURIComponent("/admin/account")}`);
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe("/admin/sign-in?next=%2Fadmin%2Faccount");
      expect(String(res.headers["set-cookie"])).toMatch(/^__Host-lexcore-session=;/);
      // "On every device" cannot be done without a session: refused, not a redirect that reads as
      // done.
      expect((await signOut("everywhere=yes")).statusCode).toBe(401);
    });
  },
);
