/** Spam signals, one weight each: honeypot or score >= SPAM_AT → spam, >= HOLD_AT → held, else
 * new. What a real visitor could trigger (no JavaScript, a failed challenge, a link) is at most
 * held, so a person's message is never lost. */
import { createHash } from "node:crypto";
import type { ChallengeVerdict } from "./challenge";
import type { LeadState } from "../store/store-contract";

export const HOLD_AT = 5;
export const SPAM_AT = 10;
/** A form sent sooner than this after its challenge was issued is too fast for a person. */
export const MIN_FILL_MS = 3_000;
/** Bodies shorter than this (normalised) are not compared: "Please call me." repeats honestly. */
export const MIN_HASHED_BODY = 30;
/** How far back the repeated-body signal looks. */
export const REPEAT_WINDOW_MS = 30 * 86_400_000;

export interface Evidence {
  fields: Record<string, string | string[]>;
  honeypot: boolean;
  challenge: ChallengeVerdict;
  /** When the POST arrived (ms). */
  now: number;
  /** Other leads in the window with the same body (store.countBodyHash). */
  repeats: number;
  /** The page the form came from (Referer), if any. */
  page: string | null;
}

export interface Signal {
  id: string;
  weight: number;
  /** What it means, for `leads review` and the README. */
  description: string;
  test: (e: Evidence) => boolean;
}

/** Fields a person types names into. */
const NAME_FIELDS = ["name", "yourName", "referralName", "company"];
/** Free text (links here count). The website form's own URL field is not free text. */
const TEXT_FIELDS = ["message"];

const text = (v: string | string[] | undefined) => (Array.isArray(v) ? v.join(" ") : (v ?? ""));
const valuesOf = (e: Evidence, names: string[]) => names.map((n) => text(e.fields[n]));

/** http(s) and www. addresses, and bare domains with a common top-level domain. */
const LINK =
  /\bhttps?:\/\/[^\s<>"']+|\bwww\.[^\s<>"']+|\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|net|org|info|biz|ru|cn|xyz|top|io|co|us|online|site|shop|click|link|live|store)\b(?:\/[^\s<>"']*)?/gi;
/** HTML anchors, BBCode and Markdown links: how link spam is written for forums. */
const LINK_MARKUP = /<a\s[^>]*href|\[url[=\]]|\[link[=\]]|\]\(\s*https?:\/\//i;
/** Phrases of the usual pitches (SEO link selling, casinos, pills, loans, crypto). */
const SPAM_PHRASES =
  /\b(backlinks?|guest post|link building|casino|viagra|cialis|payday loan|crypto ?currency|bitcoin|forex|first page of google|increase your (?:traffic|sales|ranking)|buy followers|adult dating|escort)\b/i;

/** E-mail addresses are not links (their domain part would otherwise count). */
const EMAIL = /[^\s@<>"']+@[^\s@<>"']+/g;
export const countLinks = (s: string) => s.replace(EMAIL, " ").match(LINK)?.length ?? 0;
const challengeIs = (e: Evidence, ...statuses: ChallengeVerdict["status"][]) =>
  statuses.includes(e.challenge.status);

/** A token of 8+ ASCII letters whose case flips 3+ times inside it ("hJkLmNqW"): a generated
 * name. */
function looksGenerated(value: string) {
  return value.split(/\s+/).some((word) => {
    if (!/^[A-Za-z]{8,}$/.test(word)) return false;
    let flips = 0;
    for (let i = 2; i < word.length; i++) {
      const up = (c: string) => c >= "A" && c <= "Z";
      if (up(word[i]!) !== up(word[i - 1]!)) flips++;
    }
    return flips >= 3;
  });
}

export const SIGNALS: readonly Signal[] = [
  {
    id: "honeypot",
    weight: SPAM_AT,
    description: "the hidden field people never see was filled",
    test: (e) => e.honeypot,
  },
  {
    id: "no-challenge",
    weight: 5,
    description: "sent without a solved challenge (no JavaScript, or the challenge did not load)",
    test: (e) => challengeIs(e, "missing"),
  },
  {
    id: "challenge-expired",
    weight: 5,
    description: "the solved challenge had expired",
    test: (e) => challengeIs(e, "expired"),
  },
  {
    id: "challenge-reused",
    weight: 5,
    description: "the solution was already used by another post",
    test: (e) => challengeIs(e, "reused"),
  },
  {
    id: "challenge-invalid",
    weight: 6,
    description: "the challenge was not ours, was altered, or its work was wrong",
    test: (e) => challengeIs(e, "malformed", "forged", "wrong"),
  },
  {
    id: "too-fast",
    weight: 5,
    description: `sent within ${MIN_FILL_MS / 1000} s of the challenge being issued`,
    test: (e) => e.challenge.status === "ok" && e.now - e.challenge.issuedAt < MIN_FILL_MS,
  },
  {
    id: "link-markup",
    weight: 6,
    description: "HTML, BBCode or Markdown link markup in a text field",
    test: (e) => valuesOf(e, [...TEXT_FIELDS, ...NAME_FIELDS]).some((v) => LINK_MARKUP.test(v)),
  },
  {
    id: "link-in-name",
    weight: 6,
    description: "a name field is or holds a web address",
    test: (e) => valuesOf(e, NAME_FIELDS).some((v) => countLinks(v) > 0),
  },
  {
    id: "many-links",
    weight: 5,
    description: "three or more web addresses in the message",
    test: (e) => valuesOf(e, TEXT_FIELDS).reduce((n, v) => n + countLinks(v), 0) >= 3,
  },
  {
    id: "link",
    weight: 2,
    description: "one or two web addresses in the message",
    test: (e) => {
      const n = valuesOf(e, TEXT_FIELDS).reduce((sum, v) => sum + countLinks(v), 0);
      return n > 0 && n < 3;
    },
  },
  {
    id: "repeated-body",
    weight: 5,
    description: "the same message arrived in another lead in the last 30 days",
    test: (e) => e.repeats > 0,
  },
  {
    id: "spam-phrases",
    weight: 3,
    description: "phrases of link selling, casinos, pills, loans or crypto",
    test: (e) => valuesOf(e, [...TEXT_FIELDS, ...NAME_FIELDS]).some((v) => SPAM_PHRASES.test(v)),
  },
  {
    id: "generated-name",
    weight: 3,
    description: "a name of random mixed-case letters",
    test: (e) => valuesOf(e, NAME_FIELDS).some(looksGenerated),
  },
  {
    id: "no-referer",
    weight: 2,
    description: "no page named as the form's origin (browsers send one; scripts often not)",
    test: (e) => e.page === null,
  },
];

export interface Screening {
  state: LeadState;
  score: number;
  reasons: string[];
}

/** Scores the evidence against the table and decides the state. */
export function screen(e: Evidence): Screening {
  const hits = SIGNALS.filter((s) => s.test(e));
  const score = hits.reduce((sum, s) => sum + s.weight, 0);
  const state: LeadState =
    e.honeypot || score >= SPAM_AT ? "spam" : score >= HOLD_AT ? "held" : "new";
  return { state, score, reasons: hits.map((s) => s.id) };
}

/** The message, normalised (case, spacing), hashed; null when too short to compare. */
export function bodyHash(fields: Record<string, string | string[]>): string | null {
  const body = text(fields.message).toLowerCase().replace(/\s+/g, " ").trim();
  if (body.length < MIN_HASHED_BODY) return null;
  return createHash("sha256").update(body).digest("hex");
}

export const describeSignal = (id: string) => SIGNALS.find((s) => s.id === id)?.description ?? id;
