import { describe, expect, it } from "vitest";
import { samples } from "../../../tests/support/data/lead-samples";
import {
  HOLD_AT,
  MIN_FILL_MS,
  SIGNALS,
  SPAM_AT,
  bodyHash,
  countLinks,
  screen,
  type Evidence,
} from "./signals";

const NOW = Date.parse("2026-06-01T12:00:00Z");
/** A person's lead: solved a minute ago, from the contact page, nothing odd. */
const clean = (over: Partial<Evidence> = {}): Evidence => ({
  fields: samples.contactPage,
  honeypot: false,
  challenge: { status: "ok", issuedAt: NOW - 60_000 },
  now: NOW,
  repeats: 0,
  page: "/contact",
  ...over,
});
const withMessage = (message: string) => clean({ fields: { ...samples.contactPage, message } });
const reasons = (e: Evidence) => screen(e).reasons;

describe("signals", () => {
  it("has one entry per id, each with a positive weight and a description", () => {
    expect(new Set(SIGNALS.map((s) => s.id)).size).toBe(SIGNALS.length);
    for (const s of SIGNALS) {
      expect(s.weight).toBeGreaterThan(0);
      expect(s.description).not.toBe("");
    }
  });

  it("a clean lead shows none and ends new", () => {
    expect(screen(clean())).toEqual({ state: "new", score: 0, reasons: [] });
  });

  it("honeypot: spam whatever else", () => {
    expect(screen(clean({ honeypot: true }))).toMatchObject({
      state: "spam",
      reasons: ["honeypot"],
    });
  });

  it.each([
    ["missing", "no-challenge"],
    ["expired", "challenge-expired"],
    ["reused", "challenge-reused"],
    ["malformed", "challenge-invalid"],
    ["forged", "challenge-invalid"],
    ["wrong", "challenge-invalid"],
  ] as const)("challenge %s: %s, held on its own (never spam alone)", (status, id) => {
    const result = screen(clean({ challenge: { status } }));
    expect(result.reasons).toEqual([id]);
    expect(result.state).toBe("held");
  });

  it("too-fast: sent within a few seconds of the challenge", () => {
    const at = (ms: number) => clean({ challenge: { status: "ok", issuedAt: NOW - ms } });
    expect(reasons(at(800))).toEqual(["too-fast"]);
    expect(reasons(at(MIN_FILL_MS - 1))).toEqual(["too-fast"]);
    expect(reasons(at(MIN_FILL_MS))).toEqual([]);
  });

  it("link-markup: HTML, BBCode and Markdown links", () => {
    for (const m of [
      'Great <a href="https://x.example">deal</a>',
      "[url=https://x.example]cheap[/url]",
      "[link=x]y[/link]",
      "see [here](https://x.example)",
    ]) {
      expect(reasons(withMessage(m))).toContain("link-markup");
    }
    expect(reasons(withMessage("We use <b>bold</b> and [brackets] (parens)."))).not.toContain(
      "link-markup",
    );
  });

  it("link-in-name: a name that is or holds a web address", () => {
    for (const name of ["https://cheap.example", "www.seo-boost.example", "bestdeals.com"]) {
      expect(reasons(clean({ fields: { ...samples.contactPage, name } }))).toContain(
        "link-in-name",
      );
    }
    for (const name of ["José Ñúñez", "Dr. A. Smith", "Tables & Sons, LLP", "O'Brien"]) {
      expect(reasons(clean({ fields: { ...samples.contactPage, name } }))).toEqual([]);
    }
  });

  it("link and many-links: addresses in the message, not e-mail addresses", () => {
    expect(reasons(withMessage("Our site is smithlaw.com, please look."))).toEqual(["link"]);
    expect(screen(withMessage("Our site is smithlaw.com.")).state).toBe("new");
    expect(reasons(withMessage("a https://a.example b http://b.example c www.c.example"))).toEqual([
      "many-links",
    ]);
    expect(reasons(withMessage("Write to dana@whitfield.com or ops@firm.org"))).toEqual([]);
    expect(countLinks("http://a.example/x?y=1 and www.b.example")).toBe(2);
  });

  it("repeated-body: the same message in another lead", () => {
    expect(reasons(clean({ repeats: 1 }))).toEqual(["repeated-body"]);
    expect(screen(clean({ repeats: 1 })).state).toBe("held");
  });

  it("spam-phrases: the usual pitches", () => {
    expect(reasons(withMessage("We sell quality backlinks for your firm"))).toEqual([
      "spam-phrases",
    ]);
    expect(reasons(withMessage("We need an SEO review of our law firm's site"))).toEqual([]);
  });

  it("generated-name: random mixed-case letters", () => {
    const named = (name: string) => clean({ fields: { ...samples.contactPage, name } });
    expect(reasons(named("hJkLmNqWzX"))).toEqual(["generated-name"]);
    for (const name of ["McDonald", "DeShawn MacKenzie", "ÆsaÖberg", "JOHN SMITH"]) {
      expect(reasons(named(name))).toEqual([]);
    }
  });

  it("no-referer: no page named", () => {
    expect(reasons(clean({ page: null }))).toEqual(["no-referer"]);
    expect(screen(clean({ page: null })).state).toBe("new");
  });
});

describe("scoring and states", () => {
  it("sums the weights; held from HOLD_AT, spam from SPAM_AT", () => {
    const weight = (id: string) => SIGNALS.find((s) => s.id === id)!.weight;
    const bot = clean({
      challenge: { status: "missing" },
      fields: { ...samples.contactPage, message: "[url=https://x.example]x[/url]" },
    });
    expect(screen(bot)).toEqual({
      state: "spam",
      score: weight("no-challenge") + weight("link-markup") + weight("link"),
      reasons: ["no-challenge", "link-markup", "link"],
    });
    expect(weight("no-challenge") + weight("link-markup")).toBeGreaterThanOrEqual(SPAM_AT);
    // Two light signals stay under the hold line: a person with a link and no referer.
    const person = clean({ page: null, fields: { ...samples.contactPage, message: "see x.com" } });
    expect(screen(person).score).toBeLessThan(HOLD_AT);
    expect(screen(person).state).toBe("new");
  });
});

describe("bodyHash", () => {
  it("ignores case and spacing; skips short bodies", () => {
    const long = "We would like a quote for managed IT at our firm.";
    expect(bodyHash({ message: long })).toBe(
      bodyHash({ message: `  ${long.toUpperCase().replaceAll(" ", "\n  ")} ` }),
    );
    expect(bodyHash({ message: "Please call me." })).toBeNull();
    expect(bodyHash({})).toBeNull();
  });
});
