/** Where the tests (and the measuring tools) find the production build, building it once when
 * missing, and how the tests start the real server. */
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = fileURLToPath(new URL("../..", import.meta.url));
/** Built once before the tests run (tests/support/global-build.ts). */
export const BUILD_DIR = join(ROOT, "build/client");
/** The postbuild's last outputs: present only when a build ran to the end. */
const COMPLETE = ["index.html", "404/index.html", "csp.json", "index.html.br"];

/**
 * Runs `npm run build` once when build/client has no complete build (a fresh
 * clone). A failed build exits with its status, or, with `onFail: "throw"`
 * (Vitest's global setup), throws one message instead.
 */
export function ensureBuild(onFail: "exit" | "throw" = "exit") {
  if (COMPLETE.every((f) => existsSync(join(BUILD_DIR, f)))) return;
  console.log("no complete build in build/client; running npm run build once");
  const built = spawnSync("npm", ["run", "build"], { cwd: ROOT, stdio: "inherit" });
  if (built.status === 0) return;
  if (onFail === "exit") process.exit(built.status ?? 1);
  throw new Error("`npm run build` failed (its output is above).");
}

/**
 * A real server process on 127.0.0.1:`port`, started as `node --import tsx`: one
 * process (the tsx binary would run the server in a child of its own, and not
 * pass a SIGKILL on), so killing `child` kills the server. Its stderr is kept
 * for error messages.
 */
export function spawnServer(port: number, env: Record<string, string>) {
  const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      // The key tests/support/solved-challenge.ts signs with; "" makes the server keep its own
      // in the store.
      CHALLENGE_SECRET: "test-challenge-secret-0123456789",
      ...env,
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  return { child, stderr: () => stderr };
}

/** Resolves once the spawned server answers GET / (throws with its stderr if it exits or takes over
 * `timeoutMs`). */
export async function waitUntilServing(
  port: number,
  server: ReturnType<typeof spawnServer>,
  timeoutMs = 25_000,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (server.child.exitCode !== null) throw new Error(`Server exited:\n${server.stderr()}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`Server did not start:\n${server.stderr()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
