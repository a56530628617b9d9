/** A publish is a build: a copy of the repository's sources with the owner's edits written into
 * `content/overlay.json` and their photos into `public/`, built by the same `react-router build`
 * and postbuild as `npm run build`, in child processes so the server's memory stays its own. */
import { spawn } from "node:child_process";
import { cpSync, existsSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Overlay } from "../../content/site-document";

/** The repository this server runs from. */
export const REPO_ROOT = fileURLToPath(new URL("../../", import.meta.url));

/** What a build reads: the sources and configuration `npm run build` reads. */
const SOURCES = [
  "app",
  "content",
  "shared",
  "scripts",
  "server",
  "public",
  "package.json",
  "react-router.config.ts",
  "vite.config.ts",
  "tsconfig.json",
];

const BUILD_TIMEOUT_MS = 5 * 60_000;

export interface BuildRequest {
  overlay: Overlay;
  /** Uploaded photos by their path under public/ ("/media/ab12.webp"). */
  images: ReadonlyMap<string, Uint8Array>;
}

export class BuildError extends Error {}

/** The build runs at a lower CPU priority (nice 10) where `nice` exists, so pages keep being
 * served promptly while it uses every core. */
const NICE = ["/usr/bin/nice", "/bin/nice"].find((path) => existsSync(path));

/** The command line of one build step: the repository's `bin` run by this Node, niced. */
export function buildCommand(bin: string, args: string[], nice = NICE ?? null): string[] {
  const command = [process.execPath, join(REPO_ROOT, "node_modules", ".bin", bin), ...args];
  return nice ? [nice, "-n", "10", ...command] : command;
}

/** Runs one step of the build; rejects with the end of its output when it fails. */
export function run(cwd: string, bin: string, args: string[], env: NodeJS.ProcessEnv) {
  return new Promise<void>((resolve, reject) => {
    const [file, ...rest] = buildCommand(bin, args);
    const child = spawn(file!, rest, { cwd, env, stdio: ["ignore", "pipe", "pipe"] });
    let tail = "";
    const keep = (chunk: Buffer) => {
      tail = (tail + chunk.toString()).slice(-4000);
    };
    child.stdout.on("data", keep);
    child.stderr.on("data", keep);
    const timer = setTimeout(() => child.kill("SIGKILL"), BUILD_TIMEOUT_MS);
    child.on("error", (error) => {
      clearTimeout(timer);
      reject(new BuildError(`${bin} could not start: ${error.message}`));
    });
    child.on("close", (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else
        reject(
          new BuildError(
            `${bin} ${args[0] ?? ""} failed (${signal ?? `exit ${code}`}): ${lastLines(tail)}`,
          ),
        );
    });
  });
}

/** The last meaningful lines of a build's output, without colour codes. */
const lastLines = (text: string) =>
  text
    // eslint-disable-next-line no-control-regex
    .replace(/\u001b\[[0-9;]*m/g, "")
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean)
    .slice(-6)
    .join(" / ");

/** Writes the owner's edits into a copy of the repository at `root`: content/overlay.json, the
 * facts the browser's scripts read, and the photos under public/. A publish builds from these
 * files, and `leads site export` writes the same ones for a developer to commit. */
export function writeOverlayFiles(root: string, request: BuildRequest) {
  mkdirSync(join(root, "content"), { recursive: true });
  writeFileSync(
    join(root, "content", "overlay.json"),
    `${JSON.stringify(request.overlay, null, 2)}\n`,
  );
  if (request.overlay.business)
    writeFileSync(
      join(root, "content", "business-facts.ts"),
      `export default ${JSON.stringify(request.overlay.business, null, 2)};\n`,
    );
  writePhotos(join(root, "public"), request.images);
}

/** Writes the uploaded photos under `dir` by their paths ("/media/ab12.webp"). */
export function writePhotos(dir: string, images: BuildRequest["images"]) {
  for (const [src, body] of images) {
    const file = join(dir, src);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, body);
  }
}

/** A build step's environment. The post-build steps keep share images and compressed copies by
 * content beside the work folders (DATA_DIR/site/build-cache): a publish re-makes only what its
 * edit changed. */
export const buildEnv = (workDir: string, env: NodeJS.ProcessEnv): NodeJS.ProcessEnv => ({
  ...env,
  NODE_ENV: "production",
  FORCE_COLOR: "0",
  BUILD_CACHE_DIR: join(dirname(dirname(workDir)), "build-cache"),
});

/** Builds the site with `request` laid over the repository's content, in `workDir`; resolves
 * to the folder of the built client files. */
export async function buildSite(
  workDir: string,
  request: BuildRequest,
  env: NodeJS.ProcessEnv = process.env,
): Promise<string> {
  rmSync(workDir, { recursive: true, force: true });
  mkdirSync(workDir, { recursive: true });
  try {
    for (const name of SOURCES) {
      const from = join(REPO_ROOT, name);
      if (existsSync(from)) cpSync(from, join(workDir, name), { recursive: true });
    }
    symlinkSync(join(REPO_ROOT, "node_modules"), join(workDir, "node_modules"), "dir");
    writeOverlayFiles(workDir, request);
  } catch (error) {
    throw new BuildError(`The build's copy of the site could not be written: ${String(error)}`);
  }
  const childEnv = buildEnv(workDir, env);
  await run(workDir, "react-router", ["build"], childEnv);
  await run(workDir, "tsx", ["scripts/build/postbuild.ts"], childEnv);
  return join(workDir, "build", "client");
}
