/**
 * Sign-in costs the server nothing until a person acts: anonymous GETs of the
 * sign-in page write no row (the ceremony's challenge travels in a signed,
 * short-lived cookie), /admin without a session is rate-limited per client,
 * and a flood from one client leaves the store flat and the owner's own
 * sign-in working. On both stores, through the real server and inbox build.
 */
import { expect, it } from "vitest";
import { dbOf } from "../database/db";
import { describeEachStore } from "../../tests/support/data/stores";
import { addSoftPasskey, answerSignIn, CEREMONY } from "../../tests/support/servers/inbox-http";
import { inboxEachTest, SESSION, setCookie, signIn } from "../../tests/support/servers/inbox-http";
import { type Inbox } from "../../tests/support/servers/inbox-http";
import type { LeadStore } from "../leads/store/store-contract";
import { ANONYMOUS_LIMIT } from "./admin-plugin";

const TABLES = ["auth_challenges", "auth_failures", "sessions", "audit", "people", "passkeys"];

/** Rows in the sign-in tables, and their size in bytes (the SQLite file; PostgreSQL's tables). */
async function storeSize(store: LeadStore) {
  const db = dbOf(store);
  let rows = 0;
  for (const table of TABLES)
    rows += Number((await db.all(`SELECT COUNT(*) AS n FROM ${table}`))[0]!.n);
  const sql =
    store.kind === "postgres"
      ? `SELECT ${TABLES.map((n) => `pg_total_relation_size('${n}')`).join(" + ")} AS n`
      : "SELECT page_count * page_size AS n FROM pragma_page_count(), pragma_page_size()";
  const bytes = Number((await db.all(sql))[0]!.n);
  return { rows, bytes };
}

describeEachStore("the sign-in flood ($kind)", (t, kind) => {
  let inbox: Inbox;
  inboxEachTest(t, (started) => (inbox = started));

  it("600 sign-in GETs from one client leave the store flat; the owner still signs in", async () => {
    const owner = await inbox.person("owner@example.com", "owner");
    const passkey = await addSoftPasskey(inbox.auth, owner.id, inbox.clock.t);
    const before = await storeSize(t.store);
    const codes = new Map<number, number>();
    for (let i = 0; i < 600; i++) {
      const res = await inbox.get("/admin/sign-in", undefined, "203.0.113.9");
      codes.set(res.statusCode, (codes.get(res.statusCode) ?? 0) + 1);
    }
    const after = await storeSize(t.store);
    console.log(
      `[${kind}] 600 sign-in GETs: ${JSON.stringify(Object.fromEntries(codes))}; rows ${before.rows} -> ${after.rows}; bytes ${before.bytes} -> ${after.bytes}`,
    );
    expect(after.rows).toBe(before.rows);
    expect(after.bytes).toBe(before.bytes);
    expect(codes.get(429)).toBeGreaterThan(0);

    const res = await signIn(inbox, passkey);
    expect(res.statusCode).toBe(302);
    expect(setCookie(res, SESSION)).toMatch(/^[\w-]{40,}$/);
    // The ceremony cookie is cleared with the sign-in.
    expect(setCookie(res, CEREMONY)).toBe("");
  });

  it("counts requests without a session only: a signed-in person is never limited", async () => {
    const owner = await inbox.person("owner@example.com", "owner");
    const from = "203.0.113.10";
    for (let i = 0; i < ANONYMOUS_LIMIT.max + 10; i++) {
      const res = await inbox.get("/admin/sign-in", owner.cookie, from);
      // Signed in already: sent on to the inbox.
      expect(res.statusCode).toBe(302);
    }
    const codes: number[] = [];
    for (let i = 0; i < ANONYMOUS_LIMIT.max + 1; i++)
      codes.push((await inbox.get("/admin/sign-in", undefined, from)).statusCode);
    expect(codes.slice(0, ANONYMOUS_LIMIT.max).every((c) => c === 200)).toBe(true);
    expect(codes.at(-1)).toBe(429);
    // A forged session cookie is no way round it.
    const forged = await inbox.get("/admin/sign-in", `${SESSION}=forged`, from);
    expect(forged.statusCode).toBe(429);
    expect((await inbox.get("/admin", owner.cookie, from)).statusCode).toBe(200);
  });

  it("one anonymous limit across the inbox's routes, not one per route pattern", async () => {
    const from = "203.0.113.11";
    const urls = ["/admin", "/admin.data", "/admin/sign-in"];
    const codes: number[] = [];
    for (let i = 0; i < ANONYMOUS_LIMIT.max; i++)
      codes.push((await inbox.get(urls[i % urls.length]!, undefined, from)).statusCode);
    expect(codes.filter((c) => c === 429)).toEqual([]);
    // The limit is spent across all three: each pattern, and a post, is refused now.
    for (const url of urls)
      expect((await inbox.get(url, undefined, from)).statusCode, url).toBe(429);
    expect((await inbox.post("/admin/sign-in", "response=x", undefined, { from })).statusCode).toBe(
      429,
    );
    // Another client is counted apart.
    expect((await inbox.get("/admin/sign-in", undefined, "203.0.113.12")).statusCode).toBe(200);
  });

  it("a ceremony's challenge works once, and only from the cookie it was given with", async () => {
    const owner = await inbox.person("owner@example.com", "owner");
    const passkey = await addSoftPasskey(inbox.auth, owner.id, inbox.clock.t);
    const { cookie: ceremony, answer } = answerSignIn(await inbox.get("/admin/sign-in"), passkey);
    expect((await inbox.post("/admin/sign-in", answer, ceremony)).statusCode).toBe(302);
    // The same answer and cookie again: refused.
    expect((await inbox.post("/admin/sign-in", answer, ceremony)).statusCode).toBe(401);
    // Another page's cookie with this answer: refused.
    const other = await inbox.get("/admin/sign-in");
    const otherCookie = `${CEREMONY}=${setCookie(other, CEREMONY)}`;
    expect((await inbox.post("/admin/sign-in", answer, otherCookie)).statusCode).toBe(401);
  });
});
