/** The spam corpus (tests/fixtures/spam-corpus): real-looking leads and bot posts, as JSON. */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { FormName } from "../../../shared/forms/form-protocol";
import { ROOT } from "../servers/build";

export interface GenuineLead {
  form: FormName;
  variant?: "dialog" | "page";
  note: string;
  fields: Record<string, string | string[]>;
}

export type BotKind =
  | "no-solution"
  | "expired"
  | "reused"
  | "forged"
  | "malformed"
  | "wrong"
  | "fast"
  | "link-spam"
  | "repeat"
  | "honeypot";

export interface BotPost {
  kind: BotKind;
  form: FormName;
  note: string;
  fields: Record<string, string | string[]>;
  /** A fixed solution field (malformed kinds). */
  altcha?: string;
}

const load = <T>(name: string): T =>
  JSON.parse(readFileSync(join(ROOT, "tests/fixtures/spam-corpus", name), "utf8")) as T;

export const genuineLeads = () => load<GenuineLead[]>("genuine.json");
export const botPosts = () => load<BotPost[]>("bots.json");
