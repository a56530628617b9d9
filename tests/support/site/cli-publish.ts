/** What the publish tests and `npm run bench:publish` share: overlays that change the phone or the
 * About page's lead, `leads site publish FILE` run as a script would, and the hashed assets a
 * served page names. */
import { spawn, type ChildProcess } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
// The facts as written, not content/business.ts: Playwright's loader cannot import the JSON
// overlay that content/site-document.ts reads.
import businessFacts from "../../../content/business-facts";
import { ROOT } from "../build";

/** An overlay whose business facts carry `phone` ("(304) 555-0199"): every page and the shell's
 * script show it. */
export const phoneOverlay = (phone: string) => ({
  business: { ...structuredClone(businessFacts), phone },
});

/** `phone` as a tel: link writes it: "+13045550199". */
export const telOf = (phone: string) => `+1${phone.replace(/\D/g, "")}`;

export interface CliRun {
  child: ChildProcess;
  done: Promise<{ code: number; output: string }>;
}

/** `leads site publish FILE` in a child process (`node --import tsx cli/main.ts`, one process,
 * so its pid is the command's); `env` points it at the store. */
export function publishWithCli(
  overlay: unknown,
  file: string,
  env: Record<string, string>,
): CliRun {
  writeFileSync(file, JSON.stringify(overlay));
  const child = spawn(
    process.execPath,
    ["--import", "tsx", join(ROOT, "cli/main.ts"), "site", "publish", file],
    { cwd: ROOT, env: { ...process.env, LOG_LEVEL: "warn", ...env }, stdio: "pipe" },
  );
  let output = "";
  child.stdout.on("data", (c: Buffer) => (output += c.toString()));
  child.stderr.on("data", (c: Buffer) => (output += c.toString()));
  const done = new Promise<{ code: number; output: string }>((resolve) =>
    child.on("close", (code) => resolve({ code: code ?? 1, output })),
  );
  return { child, done };
}

/** The hashed files a text names: `/assets/…` in a page or the manifest, `./x.js` imports in a
 * chunk, `url(/assets/…)` in a stylesheet. */
export function assetsNamed(text: string): string[] {
  const found = new Set<string>();
  for (const m of text.matchAll(/\/assets\/[\w.-]+\.(?:js|css|woff2|webp|avif|png|svg)/g))
    found.add(m[0]);
  for (const m of text.matchAll(/["'`]\.\/([\w.-]+\.js)["'`]/g)) found.add(`/assets/${m[1]}`);
  return [...found];
}

export interface Fetched {
  path: string;
  status: number;
  upstream: string | null;
}

/** Every asset a page reaches (its own, and what its scripts and styles name in turn), each
 * fetched from `origin` once. */
export async function fetchAssetsOf(origin: string, html: string): Promise<Fetched[]> {
  const seen = new Set<string>();
  const fetched: Fetched[] = [];
  let queue = assetsNamed(html);
  while (queue.length > 0) {
    const next: string[] = [];
    for (const path of queue) {
      if (seen.has(path)) continue;
      seen.add(path);
      const res = await fetch(`${origin}${path}`);
      const text = /\.(js|css)$/.test(path) ? await res.text() : (await res.arrayBuffer(), "");
      fetched.push({ path, status: res.status, upstream: res.headers.get("x-upstream") });
      if (res.ok) next.push(...assetsNamed(text));
    }
    queue = next;
  }
  return fetched;
}
