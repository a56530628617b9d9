import { describe, expect, it, vi } from "vitest";
import { encodeLead, submitLead } from "./submit";

describe("encodeLead", () => {
  it("sends form-name, the honeypot and the challenge solution first, then every field, repeating multi-value fields", () => {
    const body = encodeLead("website-project", {
      name: "Ana María",
      features: ["seo", "blog"],
      message: "a&b=c",
    });
    expect(body).toBe(
      "form-name=website-project&bot-field=&altcha=&name=Ana+Mar%C3%ADa&features=seo&features=blog&message=a%26b%3Dc",
    );
  });
});

describe("submitLead", () => {
  const ok = (status: number) => vi.fn(async () => new Response(null, { status }));

  it("POSTs urlencoded to / asking for JSON, and a 2xx is success", async () => {
    const fetchImpl = ok(201);
    expect(await submitLead("contact", { name: "A" }, "", fetchImpl, "eyJzb2x2ZWQiOjF9")).toEqual({
      ok: true,
    });
    expect(fetchImpl).toHaveBeenCalledWith("/", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
      body: "form-name=contact&bot-field=&altcha=eyJzb2x2ZWQiOjF9&name=A",
    });
  });

  it("treats any other status and a network failure as an error", async () => {
    expect(await submitLead("contact", {}, "", ok(500))).toEqual({ ok: false, reason: "HTTP 500" });
    expect(await submitLead("contact", {}, "", ok(400))).toEqual({ ok: false, reason: "HTTP 400" });
    const down = vi.fn(async () => {
      throw new TypeError("Failed to fetch");
    });
    expect(await submitLead("contact", {}, "", down)).toEqual({
      ok: false,
      reason: "Failed to fetch",
    });
  });
});
