/**
 * Export and Delete ask for a recent sign-in (RECENT_SIGN_IN_MS), as passkey and people changes
 * do: every lead at once, or one for good, is not given to an older session (a taken cookie).
 * Refused sessions are offered a fresh sign-in instead. Through the real server and inbox build.
 */
import { expect, it } from "vitest";
import { RECENT_SIGN_IN_MS } from "../auth/service";
import { describeEachStore } from "../../tests/support/data/stores";
import { sampleLead } from "../../tests/support/data/lead-samples";
import { inboxEachTest, type Inbox } from "../../tests/support/servers/inbox-http";

const EXPORT_AGAIN = "To export leads, sign in again";
const DELETE_AGAIN = "To delete a lead, sign in again";

describeEachStore("Export and Delete ($kind)", (t) => {
  let inbox: Inbox;
  inboxEachTest(t, (started) => (inbox = started));
  const setUp = async (role: "owner" | "staff" = "owner") => {
    const lead = await t.store.saveLead(sampleLead(), [], new Date(inbox.clock.t));
    const { cookie } = await inbox.person(`${role}@example.com`, role);
    const audited = async (action: string) =>
      (await inbox.auth.store.listAudit(50)).filter((e) => e.action === action).length;
    return { lead, cookie, audited };
  };
  const remove = (id: string, cookie: string) =>
    inbox.post(`/admin/leads/${id}`, "intent=delete&confirm=yes", cookie);

  it("are allowed in a session begun within 10 minutes", async () => {
    const { lead, cookie, audited } = await setUp();
    inbox.clock.t += RECENT_SIGN_IN_MS - 60_000;
    const list = await inbox.get("/admin", cookie);
    expect(list.body).toContain("Export CSV");
    expect(list.body).not.toContain(EXPORT_AGAIN);
    const csv = await inbox.get("/admin/export?format=csv", cookie);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-disposition"]).toMatch(/^attachment; filename="leads-new-/);
    expect(await audited("export")).toBe(1);
    const page = await inbox.get(`/admin/leads/${lead.id}`, cookie);
    expect(page.body).toContain("Delete lead");
    expect(page.body).not.toContain(DELETE_AGAIN);
    const res = await remove(lead.id, cookie);
    expect(res.statusCode).toBe(302);
    expect(await t.store.getLead(lead.id)).toBeUndefined();
    expect(await audited("delete")).toBe(1);
  });

  it("are refused in an older session, which is offered a fresh sign-in", async () => {
    const { lead, cookie, audited } = await setUp();
    inbox.clock.t += RECENT_SIGN_IN_MS + 60_000;
    const list = await inbox.get("/admin?q=Jane", cookie);
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain("Export CSV");
    expect(list.body).toContain(EXPORT_AGAIN);
    // "Sign in again" comes back to the same list, filters and all.
    expect(list.body).toContain('name="next" value="/admin?q=Jane"');
    for (const format of ["csv", "json"]) {
      const res = await inbox.get(`/admin/export?format=${format}`, cookie);
      expect(res.statusCode).toBe(403);
      expect(res.body).toContain(EXPORT_AGAIN);
      expect(res.headers["content-disposition"]).toBeUndefined();
    }
    expect(await audited("export")).toBe(0);

    const page = await inbox.get(`/admin/leads/${lead.id}`, cookie);
    expect(page.body).not.toContain("Delete lead");
    expect(page.body).toContain(DELETE_AGAIN);
    expect(page.body).toContain(`name="next" value="/admin/leads/${lead.id}"`);
    const res = await remove(lead.id, cookie);
    expect(res.statusCode).toBe(403);
    expect(res.body).toContain(DELETE_AGAIN);
    expect(await t.store.getLead(lead.id)).toBeDefined();
    expect(await audited("delete")).toBe(0);
    // Other work on the lead needs no fresh sign-in.
    const handled = await inbox.post(`/admin/leads/${lead.id}`, "intent=handled", cookie);
    expect(handled.statusCode).toBe(200);
  });

  it("staff in an older session are refused the export too; Delete stays the owner's", async () => {
    const { lead, cookie } = await setUp("staff");
    expect((await inbox.get("/admin/export?format=csv", cookie)).statusCode).toBe(200);
    expect((await remove(lead.id, cookie)).statusCode).toBe(403);
    inbox.clock.t += RECENT_SIGN_IN_MS;
    expect((await inbox.get("/admin/export?format=csv", cookie)).statusCode).toBe(403);
  });
});
