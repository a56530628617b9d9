/**
 * Removing a passkey ends every session it signed in, on every device, except the session doing
 * the removing, whose page says so; sessions of the person's other passkeys stay. On both
 * stores, through the real server and the inbox's real build.
 */
import { expect, it } from "vitest";
import { describeEachStore } from "../../tests/support/data/stores";
import { addSoftPasskey, inboxEachTest, SESSION } from "../../tests/support/servers/inbox-http";
import { setCookie, signIn, type Inbox } from "../../tests/support/servers/inbox-http";

const textOf = (html: string) => html.replaceAll("<!-- -->", "").replaceAll("&#x27;", "'");

describeEachStore("removing a passkey ($kind)", (t) => {
  let inbox: Inbox;
  inboxEachTest(
    t,
    (started) => (inbox = started),
    () => inbox,
  );

  /** A session signed in with `passkey` from its own client, as its Cookie header. */
  const sessionOf = async (passkey: Parameters<typeof signIn>[1], from: string) => {
    const res = await signIn(inbox, passkey, from);
    expect(res.statusCode).toBe(302);
    return `${SESSION}=${setCookie(res, SESSION)}`;
  };
  const signedIn = async (cookie: string) => (await inbox.get("/admin", cookie)).statusCode === 200;

  /** The owner with two passkeys: two sessions signed in with the first, from two clients, and
   * one with the second. */
  const ownerWithTwoPasskeys = async () => {
    const owner = await inbox.auth.store.upsertPerson("owner@example.com", "owner", inbox.clock.t);
    const first = await addSoftPasskey(inbox.auth, owner.id, inbox.clock.t);
    const second = await addSoftPasskey(inbox.auth, owner.id, inbox.clock.t);
    const byFirst: [string, string] = [
      await sessionOf(first, "198.51.100.1"),
      await sessionOf(first, "198.51.100.2"),
    ];
    return { first, second, byFirst, bySecond: await sessionOf(second, "198.51.100.3") };
  };

  it("ends the sessions it made on other devices, and tells this one", async () => {
    const { first: laptop, second: phone, ...sessions } = await ownerWithTwoPasskeys();
    const [here, elsewhere] = sessions.byFirst;
    const byPhone = sessions.bySecond;

    const res = await inbox.post("/admin/account", `intent=remove&id=${laptop.id}`, here);
    expect(res.statusCode).toBe(200);
    expect(textOf(res.body)).toContain(
      "Passkey removed. One other session signed in with it is now signed out. This session was signed in with that passkey",
    );
    expect(await signedIn(elsewhere)).toBe(false);
    expect(await signedIn(here)).toBe(true);
    expect(await signedIn(byPhone)).toBe(true);
    expect(await inbox.auth.store.getPasskey(laptop.id)).toBeUndefined();
    const [entry] = await inbox.auth.store.listAudit(1);
    expect(entry).toMatchObject({ action: "passkey-removed", detail: "1 other session(s) ended" });

    // From the phone's session, the phone's passkey is the last one: refused, nothing ended.
    const last = await inbox.post("/admin/account", `intent=remove&id=${phone.id}`, byPhone);
    expect(last.statusCode).toBe(400);
    expect(await signedIn(byPhone)).toBe(true);
  });

  it("from another passkey's session, ends them all and says this one stays", async () => {
    const {
      first: old,
      byFirst: [a, b],
      bySecond: here,
    } = await ownerWithTwoPasskeys();
    const res = await inbox.post("/admin/account", `intent=remove&id=${old.id}`, here);
    expect(textOf(res.body)).toContain(
      "Passkey removed. 2 other sessions signed in with it are now signed out.",
    );
    expect(textOf(res.body)).not.toContain("This session was signed in with that passkey");
    expect([await signedIn(a), await signedIn(b), await signedIn(here)]).toEqual([
      false,
      false,
      true,
    ]);
  });
});
