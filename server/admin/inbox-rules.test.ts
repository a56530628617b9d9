/**
 * The inbox's rules over HTTP, on both stores, through the real server and
 * the inbox's real build: the last owner under concurrent removals, session
 * limits read at each request, passkey changes only in a fresh session,
 * invites to addresses with access, the staff policy (export yes, delete no),
 * replayed cookies and Referer-only or same-site posts (more probes:
 * inbox-hardening.test.ts).
 */
import { expect, it } from "vitest";
import { dbOf } from "../database/db";
import { RECENT_SIGN_IN_MS } from "../auth/service";
import { describeEachStore } from "../../tests/support/data/stores";
import {
  addSoftPasskey,
  CEREMONY,
  challengeOf,
  inboxEachTest,
  ORIGIN,
  SESSION,
  setCookie,
  softPasskey,
  startInbox,
  type Inbox,
} from "../../tests/support/servers/inbox-http";
import { inviteLinkIn, postInvite, takeInvite } from "../../tests/support/servers/inbox-invites";
import { sampleLead } from "../../tests/support/data/lead-samples";

const MINUTE = 60_000;
/** A page's text as React renders it (adjacent text parts are separated by comments). */
const textOf = (html: string) => html.replaceAll("<!-- -->", "");

describeEachStore("inbox rules over HTTP ($kind)", (t, kind) => {
  let inbox: Inbox;
  inboxEachTest(
    t,
    (started) => (inbox = started),
    () => inbox,
  );

  const remove = (id: string, cookie: string) =>
    inbox.post("/admin/people", `intent=remove&id=${id}`, cookie);
  const audit = async () => (await inbox.auth.store.listAudit(50)).map((e) => e.detail ?? "");

  it("two owners removing each other at once always leave one owner", async () => {
    const rounds = kind === "postgres" ? 40 : 10;
    for (let round = 0; round < rounds; round++) {
      const a = await inbox.person(`a${round}@example.com`, "owner");
      const b = await inbox.person(`b${round}@example.com`, "owner");
      const [ra, rb] = await Promise.all([remove(b.id, a.cookie), remove(a.id, b.cookie)]);
      const owners = await inbox.auth.store.countOwners();
      expect(owners, `round ${round}`).toBe(1);
      expect([ra.statusCode, rb.statusCode].filter((s) => s === 200)).toHaveLength(1);
      // The other was refused (400), or found itself removed: before its action (401) or
      // after it, when the page it would show sends it to sign-in (302).
      for (const res of [ra, rb]) expect([200, 302, 400, 401]).toContain(res.statusCode);
      // The one left is removed by the next round's owners only if another stays: tidy up here.
      const left = (await inbox.auth.store.listPeople())[0]!;
      await dbOf(t.store).run("DELETE FROM people WHERE id = ?", [left.id]);
    }
  });

  it("removing the last owner is refused; staff cannot remove anyone", async () => {
    const owner = await inbox.person("owner@example.com", "owner");
    const staff = await inbox.person("staff@example.com", "staff");
    const other = await inbox.person("other@example.com", "staff");
    expect((await remove(owner.id, staff.cookie)).statusCode).toBe(403);
    expect((await remove(other.id, staff.cookie)).statusCode).toBe(403);
    expect(await inbox.auth.store.listPeople()).toHaveLength(3);
    const self = await remove(owner.id, owner.cookie);
    expect(self.statusCode).toBe(400);
    expect(self.body).toContain("The last owner cannot be removed.");
    expect((await remove(other.id, owner.cookie)).statusCode).toBe(200);
    expect((await remove(other.id, owner.cookie)).statusCode).toBe(404);
    expect((await remove("not-a-uuid", owner.cookie)).statusCode).toBe(400);
  });

  it("a lowered ADMIN_SESSION_MAX_MINUTES ends sessions begun before it", async () => {
    const owner = await inbox.person("owner@example.com", "owner");
    inbox.clock.t += 2 * 60 * MINUTE;
    // Two hours on: within the default seven days.
    const second = await inbox.auth.startSession(owner.id);
    expect((await inbox.get("/admin", owner.cookie)).statusCode).toBe(200);
    await inbox.close();
    inbox = await startInbox(t.store, { ADMIN_SESSION_MAX_MINUTES: "60" }, inbox.clock);
    const old = await inbox.get("/admin", owner.cookie);
    expect(old.statusCode).toBe(302);
    expect(old.headers.location).toMatch(/^\/admin\/sign-in/);
    // A session begun under the hour still works.
    expect((await inbox.get("/admin", `${SESSION}=${second}`)).statusCode).toBe(200);
    inbox.clock.t += 61 * MINUTE;
    expect((await inbox.get("/admin", `${SESSION}=${second}`)).statusCode).toBe(302);
  });

  it("renaming or removing a passkey needs a recent sign-in; signing out everywhere does not", async () => {
    const owner = await inbox.person("owner@example.com", "owner");
    const one = await addSoftPasskey(inbox.auth, owner.id, inbox.clock.t);
    const two = await addSoftPasskey(inbox.auth, owner.id, inbox.clock.t);
    const rename = (cookie: string) =>
      inbox.post("/admin/account", `intent=rename&id=${one.id}&name=Stolen`, cookie);
    const removeKey = (cookie: string) =>
      inbox.post("/admin/account", `intent=remove&id=${two.id}`, cookie);

    inbox.clock.t += RECENT_SIGN_IN_MS + MINUTE;
    const page = await inbox.get("/admin/account", owner.cookie);
    expect(page.body).toContain("To add, rename or remove a passkey, sign in again");
    expect(page.body).not.toContain(">Rename<");
    expect(page.body).toContain("Sign out on every device");
    for (const res of [await rename(owner.cookie), await removeKey(owner.cookie)]) {
      expect(res.statusCode).toBe(403);
      expect(res.body).toContain("sign in again");
    }
    const keys = await inbox.auth.store.listPasskeys(owner.id);
    expect(keys.map((k) => k.name)).toEqual(["Test key", "Test key"]);

    const fresh = `${SESSION}=${await inbox.auth.startSession(owner.id)}`;
    expect((await rename(fresh)).statusCode).toBe(200);
    expect((await removeKey(fresh)).statusCode).toBe(200);
    expect((await inbox.auth.store.listPasskeys(owner.id)).map((k) => k.name)).toEqual(["Stolen"]);

    // The old session can still end every session.
    const out = await inbox.post("/admin/sign-out", "everywhere=yes", owner.cookie);
    expect(out.statusCode).toBe(302);
    expect((await inbox.get("/admin", fresh)).statusCode).toBe(302);
  });

  it("adding a passkey in a fresh session spends its ceremony and clears the cookie", async () => {
    const owner = await inbox.person("owner@example.com", "owner");
    await addSoftPasskey(inbox.auth, owner.id, inbox.clock.t);
    const page = await inbox.get("/admin/account", owner.cookie);
    const cookies = `${owner.cookie}; ${CEREMONY}=${setCookie(page, CEREMONY)}`;
    const key = softPasskey();
    const body = `intent=add&name=Spare&response=${encodeURIComponent(
      JSON.stringify(key.register(challengeOf(page.body))),
    )}`;
    const added = await inbox.post("/admin/account", body, cookies);
    expect(added.statusCode).toBe(200);
    expect(setCookie(added, CEREMONY)).toBe("");
    expect((await inbox.auth.store.listPasskeys(owner.id)).map((k) => k.name)).toContain("Spare");
    // The same ceremony again: refused.
    expect((await inbox.post("/admin/account", body, cookies)).statusCode).toBe(400);
  });

  it("an invite to an existing owner warns, names the role, and needs a confirmation", async () => {
    const owner = await inbox.person("owner@example.com", "owner");
    await inbox.person("second@example.com", "owner");
    const invite = (confirm = false) =>
      postInvite(inbox, owner.cookie, "Second@example.com", "staff", confirm);
    const warned = await invite();
    expect(warned.statusCode).toBe(409);
    expect(textOf(warned.body)).toContain("second@example.com already has access");
    expect(textOf(warned.body)).toContain("They are an owner here");
    expect(textOf(warned.body)).toContain("They stay an owner");
    expect(warned.body).not.toContain("/admin/invite/");
    const invites = async () =>
      Number((await dbOf(t.store).all("SELECT COUNT(*) AS n FROM invites"))[0]!.n);
    expect(await invites()).toBe(0);
    // The page's own warning, with its confirmation box.
    expect(textOf(warned.body)).toContain('name="confirm"');

    const made = await invite(true);
    expect(made.statusCode).toBe(200);
    const { link } = inviteLinkIn(made.body);
    expect(await invites()).toBe(1);
    // The log records the role the link gives (owner), not the one asked for (staff).
    expect((await audit())[0]).toBe(
      "second@example.com as owner, who has access as owner: adds a passkey to them",
    );

    const { res } = await takeInvite(inbox, link);
    expect(res.statusCode).toBe(302);
    expect(setCookie(res, SESSION)).toMatch(/^[\w-]{40,}$/);
    expect(setCookie(res, CEREMONY)).toBe("");
    const second = (await inbox.auth.accessOf("second@example.com"))!;
    expect(second.role).toBe("owner");
    expect(await inbox.auth.store.listPasskeys(second.id)).toHaveLength(1);
    const log = await inbox.auth.store.listAudit(5);
    expect(log.map((e) => e.action)).not.toContain("person-added");
    expect(log.find((e) => e.action === "passkey-added")?.detail).toBe(
      "New key, by invite (owner)",
    );
  });

  it("an invite to staff as owner says it raises them; a new address needs no confirmation", async () => {
    const owner = await inbox.person("owner@example.com", "owner");
    await inbox.person("staff@example.com", "staff");
    const raised = await postInvite(inbox, owner.cookie, "staff@example.com", "owner");
    expect(raised.statusCode).toBe(409);
    expect(textOf(raised.body)).toContain("They are staff here");
    expect(textOf(raised.body)).toContain("The link also makes them an owner");
    const fresh = await postInvite(inbox, owner.cookie, "new@example.com", "staff");
    expect(fresh.statusCode).toBe(200);
    expect(fresh.body).toContain("/admin/invite/");
    expect((await audit())[0]).toBe("new@example.com as staff");
  });

  it("staff may export but not delete; owners may do both", async () => {
    const lead = await t.store.saveLead(sampleLead(), [], new Date(inbox.clock.t));
    const owner = await inbox.person("owner@example.com", "owner");
    const staff = await inbox.person("staff@example.com", "staff");
    const del = (cookie: string) =>
      inbox.post(`/admin/leads/${lead.id}`, "intent=delete&confirm=yes", cookie);

    const staffPage = await inbox.get(`/admin/leads/${lead.id}`, staff.cookie);
    expect(staffPage.statusCode).toBe(200);
    expect(staffPage.body).not.toContain("Delete lead");
    expect((await del(staff.cookie)).statusCode).toBe(403);
    expect(await t.store.getLead(lead.id)).toBeDefined();
    for (const who of [staff, owner]) {
      const csv = await inbox.get("/admin/export?format=csv&tab=new", who.cookie);
      expect(csv.statusCode).toBe(200);
      expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
      expect(csv.body).toContain(lead.id);
      const json = await inbox.get("/admin/export?format=json&tab=new", who.cookie);
      expect(json.statusCode).toBe(200);
    }
    expect((await inbox.get(`/admin/leads/${lead.id}`, owner.cookie)).body).toContain(
      "Delete lead",
    );
    const deleted = await del(owner.cookie);
    expect(deleted.statusCode).toBe(302);
    expect(await t.store.getLead(lead.id)).toBeUndefined();
    expect((await inbox.auth.store.listAudit(10)).map((e) => e.action)).toContain("delete");
  });

  it("staff cannot read the audit log or the people page", async () => {
    const staff = await inbox.person("staff@example.com", "staff");
    expect((await inbox.get("/admin/audit", staff.cookie)).statusCode).toBe(403);
    expect((await inbox.get("/admin/people", staff.cookie)).statusCode).toBe(403);
    const owner = await inbox.person("owner@example.com", "owner");
    expect((await inbox.get("/admin/audit", owner.cookie)).statusCode).toBe(200);
  });

  it("a cookie replayed after signing out is no session", async () => {
    const owner = await inbox.person("owner@example.com", "owner");
    const lead = await t.store.saveLead(sampleLead(), [], new Date(inbox.clock.t));
    expect((await inbox.get("/admin", owner.cookie)).statusCode).toBe(200);
    const out = await inbox.post("/admin/sign-out", "", owner.cookie);
    expect(out.statusCode).toBe(302);
    expect(setCookie(out, SESSION)).toBe("");
    const page = await inbox.get("/admin", owner.cookie);
    expect(page.statusCode).toBe(302);
    expect(page.headers.location).toMatch(/^\/admin\/sign-in/);
    expect(
      (await inbox.post(`/admin/leads/${lead.id}`, "intent=spam", owner.cookie)).statusCode,
    ).toBe(401);
    expect((await t.store.getLead(lead.id))?.state).toBe("new");
  });

  it("refuses a post that names only a Referer, or says same-site", async () => {
    const owner = await inbox.person("owner@example.com", "owner");
    const lead = await t.store.saveLead(sampleLead(), [], new Date(inbox.clock.t));
    const url = `/admin/leads/${lead.id}`;
    const post = (headers: Record<string, string>) =>
      inbox.app.inject({
        method: "POST",
        url,
        headers: {
          host: new URL(ORIGIN).host,
          cookie: owner.cookie,
          "content-type": "application/x-www-form-urlencoded",
          ...headers,
        },
        payload: "intent=spam",
      });
    expect((await post({ referer: `${ORIGIN}${url}` })).statusCode).toBe(403);
    expect((await post({ "sec-fetch-site": "same-site" })).statusCode).toBe(403);
    expect(
      (
        await post({
          "sec-fetch-site": "same-site",
          origin: "http://shop.localhost:4999",
          referer: "http://shop.localhost:4999/",
        })
      ).statusCode,
    ).toBe(403);
    expect((await t.store.getLead(lead.id))?.state).toBe("new");
    // The same post from the inbox's own page is taken.
    expect((await post({ origin: ORIGIN, "sec-fetch-site": "same-origin" })).statusCode).toBe(200);
  });
});
