import { describe, expect, it } from "vitest";
import { campaignOf, readLeadSource, sourceColumns } from "./lead-source";

describe("readLeadSource", () => {
  it("keeps the known source fields and leaves the form's own", () => {
    const { source, rest } = readLeadSource({
      name: "Ada",
      landing_page: "/web-design-roanoke-va",
      referrer_host: "News.Example.ORG",
      utm_source: " newsletter ",
      utm_medium: "email",
      utm_campaign: "autumn",
    });
    expect(rest).toEqual({ name: "Ada" });
    expect(source).toEqual({
      landing: "/web-design-roanoke-va",
      referrer: "news.example.org",
      utm: { utm_source: "newsletter", utm_medium: "email", utm_campaign: "autumn" },
    });
  });

  it("drops oversized, unknown and control-character values, and never keeps them as form fields", () => {
    const { source, rest } = readLeadSource({
      email: "a@example.com",
      landing_page: `/${"x".repeat(300)}`,
      referrer_host: "https://evil.example/path?q=secret",
      utm_source: "ok",
      utm_medium: "e\u0007mail",
      utm_campaign: "c".repeat(101),
      utm_id: "unknown-key",
      utm_term: ["a", "b"],
    });
    expect(rest).toEqual({ email: "a@example.com" });
    expect(source).toEqual({ utm: { utm_source: "ok" } });
  });

  it("refuses a landing path that is not a plain path of this site", () => {
    for (const landing of ["//evil.example/x", "https://evil.example/", "/a?b=c", "/a b", "x"]) {
      expect(readLeadSource({ landing_page: landing }).source).toBeNull();
    }
  });

  it("is null without any source field", () => {
    expect(readLeadSource({ name: "Ada" })).toEqual({ source: null, rest: { name: "Ada" } });
  });
});

describe("campaignOf and sourceColumns", () => {
  it("names the campaign by utm_campaign, else utm_source", () => {
    expect(campaignOf({ utm: { utm_source: "x", utm_campaign: "y" } })).toBe("y");
    expect(campaignOf({ utm: { utm_source: "x" } })).toBe("x");
    expect(campaignOf({ landing: "/" })).toBeNull();
    expect(campaignOf(null)).toBeNull();
  });

  it("gives every column, empty where unknown", () => {
    expect(sourceColumns({ landing: "/", utm: { utm_term: "t" } })).toEqual({
      landing_page: "/",
      referrer_host: "",
      utm_source: "",
      utm_medium: "",
      utm_campaign: "",
      utm_term: "t",
      utm_content: "",
    });
  });
});
