/** `leads invite` to an address that has access already says so, with the person's role. */
import { afterEach, beforeEach, expect, it } from "vitest";
import { join } from "node:path";
import { dbOf } from "../server/db";
import { authStore } from "../server/auth/store";
import { openSqliteStore } from "../server/leads/store/sqlite/store";
import type { LeadStore } from "../server/leads/types";
import { tempDir, testEnv } from "../tests/support/leads";
import { invite } from "./invite";

let dir: ReturnType<typeof tempDir>;
let store: LeadStore;
beforeEach(() => {
  dir = tempDir();
  store = openSqliteStore(join(dir.path, "leads.db"));
});
afterEach(async () => {
  await store.close();
  dir.remove();
});

const env = () => testEnv({ SITE_URL: "https://www.lexcore.example" });

it("warns before the link when the address has access, naming the current role", async () => {
  await authStore(dbOf(store)).upsertPerson("owner@example.com", "owner", Date.now());
  const out = await invite(store, env(), "owner@example.com", "staff");
  const lines = out.trim().split("\n");
  expect(lines[0]).toBe(
    "Warning: owner@example.com already has access, as owner. This link adds a passkey to that account: whoever opens it signs in as them. They stay an owner.",
  );
  expect(lines[1]).toContain("Invite for owner@example.com as owner.");
  expect(lines.at(-1)).toMatch(/^https:\/\/www\.lexcore\.example\/admin\/invite\/[\w-]+$/);
});

it("says nothing more for a new address", async () => {
  const out = await invite(store, env(), "new@example.com", "staff");
  expect(out).not.toContain("Warning");
  expect(out).toMatch(/^Invite for new@example.com as staff\./);
});
