/** Where sign-in leads back to: a path inside the inbox, however the address is spelt. */
import { describe, expect, it } from "vitest";
import { safeNext } from "./session.server";

describe("safeNext", () => {
  it("keeps a path inside the inbox, with its query", () => {
    expect(safeNext("/admin")).toBe("/");
    expect(safeNext("/admin/")).toBe("/");
    expect(safeNext("/admin/account")).toBe("/account");
    expect(safeNext("/admin?tab=held")).toBe("/?tab=held");
    expect(safeNext("/admin/leads/1?x=1#top")).toBe("/leads/1?x=1");
    // Encoded slashes stay path characters inside the inbox.
    expect(safeNext("/admin/%2F%2Fevil.example")).toBe("/%2F%2Fevil.example");
  });

  it.each([
    null,
    "",
    "account",
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    "https://evil.example/admin",
    "//evil.example/admin",
    "/administrator",
    "/admin//evil.example",
    "/admin/\\evil.example",
    "/admin\\..\\contact",
    "\\\\evil.example/admin",
    "/admin%2F%2Fevil.example",
    "/%2F%2Fevil.example/admin",
    "/admin/%2e%2e/contact",
    "/admin/%2E%2E/%2e%2e/evil",
    "/admin/../contact",
    "/admin/\t/evil.example",
    "/admin\t//evil.example",
    "/\t/evil.example/admin",
    "/admin/\n/evil.example",
  ])("sends %j to the inbox's home", (next) => {
    expect(safeNext(next)).toBe("/");
  });
});
