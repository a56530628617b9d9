/**
 * An invite link's refusals over HTTP, through the real server and inbox build on both stores:
 * expired and used links (410), a registration answered with another ceremony's challenge (400,
 * the invite kept), and the session id a browser held before the link is never the one it gets.
 */
import { expect, it } from "vitest";
import { INVITE_TTL_MS } from "../auth/service";
import { describeEachStore } from "../../tests/support/data/stores";
import { CEREMONY, challengeOf, inboxEachTest } from "../../tests/support/servers/inbox-http";
import { SESSION, setCookie, softPasskey } from "../../tests/support/servers/inbox-http";
import { type Inbox } from "../../tests/support/servers/inbox-http";
import { takeInvite } from "../../tests/support/servers/inbox-invites";

describeEachStore("invite links refused ($kind)", (t) => {
  let inbox: Inbox;
  inboxEachTest(t, (started) => (inbox = started));
  const link = async (email: string) =>
    `http://localhost:4999/admin/invite/${await inbox.auth.invite(email, "staff", null)}`;
  /** The invite page's ceremony: its cookie and the challenge it signs. */
  const ceremonyOf = async (path: string) => {
    const page = await inbox.get(path);
    return { cookie: setCookie(page, CEREMONY)!, challenge: challengeOf(page.body) };
  };
  const register = (path: string, challenge: string, cookie: string) =>
    inbox.post(
      path,
      `name=Key&response=${encodeURIComponent(JSON.stringify(softPasskey().register(challenge)))}`,
      `${CEREMONY}=${cookie}`,
    );

  it("an expired link answers 410 on its page and to a passkey posted to it", async () => {
    const path = new URL(await link("late@example.com")).pathname;
    const { cookie, challenge } = await ceremonyOf(path);
    inbox.clock.t += INVITE_TTL_MS + 60_000;
    expect((await inbox.get(path)).statusCode).toBe(410);
    expect((await register(path, challenge, cookie)).statusCode).toBe(410);
    expect(await inbox.auth.accessOf("late@example.com")).toBeUndefined();
  });

  it("a used link answers 410, and a second passkey is not added through it", async () => {
    const url = await link("once@example.com");
    const path = new URL(url).pathname;
    // A second tab opened the link before the first one used it.
    const { cookie, challenge } = await ceremonyOf(path);
    expect((await takeInvite(inbox, url)).res.statusCode).toBe(302);
    expect((await inbox.get(path)).statusCode).toBe(410);
    expect((await register(path, challenge, cookie)).statusCode).toBe(410);
    const person = await inbox.auth.accessOf("once@example.com");
    expect(await inbox.auth.store.listPasskeys(person!.id)).toHaveLength(1);
  });

  it("a registration signed for another invite's ceremony is refused, and the link kept", async () => {
    const a = new URL(await link("a@example.com")).pathname;
    const b = new URL(await link("b@example.com")).pathname;
    const ceremonyA = await ceremonyOf(a);
    await ceremonyOf(b);
    // Invite B answered with invite A's ceremony cookie and challenge.
    expect((await register(b, ceremonyA.challenge, ceremonyA.cookie)).statusCode).toBe(400);
    expect(await inbox.auth.accessOf("b@example.com")).toBeUndefined();
    expect((await inbox.get(b)).statusCode).toBe(200);
  });

  it("the session a link starts is new, whatever session id the browser sent", async () => {
    const url = await link("fresh@example.com");
    const path = new URL(url).pathname;
    const { cookie, challenge } = await ceremonyOf(path);
    const planted = "planted-session-id-0123456789abcdef";
    const res = await inbox.post(
      path,
      `name=Key&response=${encodeURIComponent(JSON.stringify(softPasskey().register(challenge)))}`,
      `${CEREMONY}=${cookie}; ${SESSION}=${planted}`,
    );
    expect(res.statusCode).toBe(302);
    const session = setCookie(res, SESSION);
    expect(session).toBeTruthy();
    expect(session).not.toBe(planted);
  });
});
