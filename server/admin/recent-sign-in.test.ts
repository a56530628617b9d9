/**
 * Adding a passkey, and inviting someone (whose link could add the owner's own
 * address a passkey), ask for a recent sign-in (RECENT_SIGN_IN_MS): an older
 * session, a stolen cookie for example, is refused and offered a fresh
 * sign-in that comes back to the page. Through the real server and
 * the inbox's real build, on a clock the test moves.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RECENT_SIGN_IN_MS } from "../auth/service";
import { openTestStore, type TestStore } from "../../tests/support/data/stores";
import { testEnv } from "../../tests/support/data/lead-samples";
import { hasAdminBuild, startInbox, type Inbox } from "../../tests/support/servers/inbox-http";

const START = Date.UTC(2026, 10, 25, 15);
const clock = { t: START };
let inbox: Inbox;
let store: TestStore;
let cookie: string;
/** A new session of the owner's, begun now, as its Cookie header. */
const newSession = async () => (await inbox.person("owner@example.com", "owner")).cookie;

beforeAll(async () => {
  store = await openTestStore("sqlite");
  inbox = await startInbox(store.store, {}, clock);
  cookie = await newSession();
});
afterAll(async () => {
  await inbox?.close();
  await store.cleanup();
});

const page = (url: string) => inbox.get(url, cookie);
/** A form post from the inbox's own page (same host and origin, as a browser sends it). */
const post = (url: string, payload: string) => inbox.post(url, payload, cookie);
const account = () => page("/admin/account");
const addPasskey = () => post("/admin/account", "intent=add&name=Spare+key&response=%7B%7D");
const AGAIN = "To add, rename or remove a passkey, sign in again";
const people = () => page("/admin/people");
const invite = () =>
  post("/admin/people", "intent=invite&email=owner%40example.com&role=owner&confirm=yes");
const INVITE_AGAIN = "To invite or remove someone, sign in again";

describe.skipIf(!hasAdminBuild())("adding a passkey or an invite", () => {
  it("is offered, and gets as far as checking the passkey, in a session just begun", async () => {
    clock.t = START + RECENT_SIGN_IN_MS - 60_000;
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
    clock.t = START + RECENT_SIGN_IN_MS + 60_000;
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
      inbox.post("/admin/sign-out", `next=${encodeURIComponent(next)}`, await newSession());
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
    clock.t += (testEnv({}).ADMIN_SESSION_IDLE_MINUTES + 1) * 60_000;
    expect((await page("/admin/account")).statusCode).toBe(302);
    const signOut = (payload: string) => inbox.post("/admin/sign-out", payload, stale);
    const res = await signOut(`next=${encodeURIComponent("/admin/account")}`);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/admin/sign-in?next=%2Fadmin%2Faccount");
    expect(String(res.headers["set-cookie"])).toMatch(/^__Host-lexcore-session=;/);
    // "On every device" cannot be done without a session: refused, not a redirect that reads as
    // done.
    expect((await signOut("everywhere=yes")).statusCode).toBe(401);
  });
});
