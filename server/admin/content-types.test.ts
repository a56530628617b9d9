/**
 * A post that is not a urlencoded form gets a plain 415 (or 400), never a 500,
 * on every inbox action and on the public form, with a valid session; the
 * log line is a warning without a stack. A form posted to a page that takes
 * none gets 405, logged the same way.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { join } from "node:path";
import { openSqliteStore } from "../leads/store/sqlite/sqlite-store";
import type { LeadStore } from "../leads/store/store-contract";
import { hasAdminBuild, startInbox, type Inbox } from "../../tests/support/servers/inbox-http";
import { sampleLead, tempDir } from "../../tests/support/data/lead-samples";

let inbox: Inbox;
let store: LeadStore;
let cookie: string;
let leadId: string;
const lines: string[] = [];
const dir = tempDir();

beforeAll(async () => {
  store = openSqliteStore(join(dir.path, "leads.db"));
  leadId = (await store.saveLead(sampleLead(), [], new Date())).id;
  inbox = await startInbox(store, { LOG_LEVEL: "info" }, undefined, {
    write: (line) => void lines.push(line),
  });
  cookie = (await inbox.person("owner@example.com", "owner")).cookie;
});
afterAll(async () => {
  await inbox?.close();
  await store.close();
  dir.remove();
});

const BODIES = [
  { type: "text/plain", payload: "intent=spam" },
  { type: "text/plain;charset=UTF-8", payload: '{"intent":"spam"}' },
  { type: "application/json", payload: '{"intent":"spam","email":"a@example.com"}' },
  { type: "multipart/form-data; boundary=x", payload: "--x\r\nnot really\r\n" },
  { type: "application/xml", payload: "<intent>spam</intent>" },
  { type: "", payload: "intent=spam" },
];

describe.skipIf(!hasAdminBuild())("a post that is not a form", () => {
  it("gets 415 or 400 on every inbox action, with a warning and no stack in the log", async () => {
    const actions = [
      "/admin/sign-in",
      "/admin/sign-out",
      "/admin/invite/some-token",
      "/admin/people",
      "/admin/account",
      `/admin/leads/${leadId}`,
      "/admin",
    ];
    for (const url of actions) {
      for (const body of BODIES) {
        lines.length = 0;
        const res = await inbox.post(url, body.payload, cookie, { type: body.type });
        expect([400, 415], `${url} ${body.type}`).toContain(res.statusCode);
        const log = lines.map((l) => JSON.parse(l) as { level: number; msg: string });
        expect(log.some((l) => l.level === 40)).toBe(true);
        expect(log.every((l) => l.level < 50)).toBe(true);
        expect(lines.join("")).not.toContain('"stack"');
      }
    }
    // Nothing was done: the lead is where it was.
    expect((await store.getLead(leadId))?.state).toBe("new");
  });

  it("gets 415 on the public form, with a warning and no stack in the log", async () => {
    for (const body of BODIES) {
      for (const accept of ["text/html", "application/json"]) {
        lines.length = 0;
        const res = await inbox.app.inject({
          method: "POST",
          url: "/",
          headers: { ...(body.type ? { "content-type": body.type } : {}), accept },
          payload: body.payload,
        });
        expect(res.statusCode, body.type).toBe(415);
        const log = lines.map((l) => JSON.parse(l) as { level: number });
        expect(log.some((l) => l.level === 40)).toBe(true);
        expect(log.every((l) => l.level < 50)).toBe(true);
        expect(lines.join("")).not.toContain('"stack"');
      }
    }
  });

  it("a form posted to a page that takes none gets 405, with a warning and no stack", async () => {
    const console = vi.spyOn(globalThis.console, "error").mockImplementation(() => undefined);
    try {
      for (const url of [
        "/admin",
        "/admin/audit",
        "/admin/sources",
        "/admin/nope",
        "/admin/export",
      ]) {
        for (const who of [cookie, undefined]) {
          lines.length = 0;
          const res = await inbox.post(url, "intent=spam", who);
          expect(res.statusCode, url).toBe(405);
          expect(res.body, url).not.toContain("Unexpected Server Error");
          const log = lines.map((l) => JSON.parse(l) as { level: number });
          expect(
            log.every((l) => l.level < 50),
            url,
          ).toBe(true);
          expect(lines.join(""), url).not.toContain('"stack"');
        }
      }
      expect(console).not.toHaveBeenCalled();
    } finally {
      console.mockRestore();
    }
  });
});
