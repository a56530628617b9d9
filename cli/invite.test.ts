/** `leads invite`: an address that has access already is said, with the person's role; `--list`
 * shows pending links and `--revoke EMAIL` ends them. */
import { describe, expect, it } from "vitest";
import { dbOf } from "../server/database/db";
import { hashSecret } from "../server/auth/service";
import { authStore } from "../server/auth/auth-store";
import { testEnv } from "../tests/support/data/lead-samples";
import { storeEachTest } from "../tests/support/data/stores";
import { invite, listInvites, revokeInvites } from "./invite";
import { UsageError, parseCommand } from "./leads-args";

const t = storeEachTest("sqlite");

const env = () => testEnv({ SITE_URL: "https://www.lexcore.example" });

it("warns before the link when the address has access, naming the current role", async () => {
  await authStore(dbOf(t.store)).upsertPerson("owner@example.com", "owner", Date.now());
  const out = await invite(t.store, env(), "owner@example.com", "staff");
  const lines = out.trim().split("\n");
  expect(lines[0]).toBe(
    "Warning: owner@example.com already has access, as owner. This link adds a passkey to that account: whoever opens it signs in as them. They stay an owner.",
  );
  expect(lines[1]).toContain("Invite for owner@example.com as owner.");
  expect(lines.at(-1)).toMatch(/^https:\/\/www\.lexcore\.example\/admin\/invite\/[\w-]+$/);
});

it("says nothing more for a new address", async () => {
  const out = await invite(t.store, env(), "new@example.com", "staff");
  expect(out).not.toContain("Warning");
  expect(out).toMatch(/^Invite for new@example.com as staff\./);
});

describe("invite --list and --revoke", () => {
  const NOW = Date.UTC(2026, 10, 25, 15);
  const clock = () => NOW;

  it("lists pending links: for whom, role, who made each, expiry; none says so", async () => {
    expect(await listInvites(t.store, clock)).toBe("No pending invites.\n");
    const auth = authStore(dbOf(t.store));
    const owner = await auth.upsertPerson("owner@example.com", "owner", NOW);
    await auth.createInvite("h1", "clerk@example.com", "staff", NOW, 30 * 60_000, owner.id);
    await auth.createInvite("h2", "boss@example.com", "owner", NOW - 60_000, 30 * 60_000, null);
    await auth.createInvite(
      "h3",
      "late@example.com",
      "owner",
      NOW - 31 * 60_000,
      30 * 60_000,
      null,
    );
    const lines = (await listInvites(t.store, clock)).trimEnd().split("\n");
    expect(lines[0]).toMatch(/^For\s+Role\s+Made by\s+Expires$/);
    expect(lines.slice(2)).toEqual([
      expect.stringMatching(
        /^boss@example\.com\s+owner\s+this command line\s+2026-11-25 15:29 UTC$/,
      ),
      expect.stringMatching(
        /^clerk@example\.com\s+staff\s+owner@example\.com\s+2026-11-25 15:30 UTC$/,
      ),
    ]);
  });

  it("revokes every pending link for an address, logs it, and says when there was none", async () => {
    const made = await invite(t.store, env(), "boss@example.com", "owner");
    const token = made.trim().split("/").at(-1)!;
    await invite(t.store, env(), "boss@example.com", "staff");
    await invite(t.store, env(), "other@example.com", "staff");
    const res = await revokeInvites(t.store, env(), "boss@example.com");
    expect(res).toEqual({
      code: 0,
      text: "Revoked 2 invite(s) for boss@example.com: the links no longer open.\n",
    });
    const auth = authStore(dbOf(t.store));
    expect(await auth.consumeInvite(hashSecret(token), Date.now())).toBe(false);
    expect((await auth.listInvites(Date.now())).map((i) => i.email)).toEqual(["other@example.com"]);
    expect((await auth.listAudit(10)).filter((e) => e.action === "invite-revoked")).toHaveLength(2);
    expect(await revokeInvites(t.store, env(), "boss@example.com")).toEqual({
      code: 1,
      text: "No pending invite for boss@example.com.\n",
    });
  });

  it("reads --list and --revoke EMAIL alone; refuses them mixed or without an address", () => {
    expect(parseCommand(["invite", "--list"])).toMatchObject({
      command: "invite",
      inviteAction: "list",
    });
    expect(parseCommand(["invite", "--revoke", " Boss@Example.com "])).toMatchObject({
      inviteAction: "revoke",
      id: "boss@example.com",
    });
    expect(parseCommand(["invite", "a@example.com"])).toMatchObject({
      inviteAction: "make",
      id: "a@example.com",
      role: "owner",
    });
    for (const [args, message] of [
      [["invite", "--list", "a@example.com"], "takes no argument"],
      [["invite", "--list", "--revoke", "a@example.com"], "alone"],
      [["invite", "--list", "--role", "staff"], "alone"],
      [["invite", "--revoke", "not-an-address"], "needs an e-mail address"],
      [["invite", "--revoke"], "argument missing"],
    ] as const) {
      expect(() => parseCommand([...args]), args.join(" ")).toThrow(UsageError);
      expect(() => parseCommand([...args]), args.join(" ")).toThrow(message);
    }
  });
});
