/** `npm run leads -- ...` as the CLI tests run it: in a child process, with the environment that
 * points it at a test store. */
import { execFile } from "node:child_process";
import { join } from "node:path";
import { ROOT } from "../servers/build";

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

export const runCli = (env: Record<string, string>, ...args: string[]) =>
  new Promise<CliResult>((resolve) => {
    execFile(
      join(ROOT, "node_modules/.bin/tsx"),
      ["cli/leads.ts", ...args],
      { cwd: ROOT, env: { ...process.env, ...env } },
      (error, stdout, stderr) =>
        resolve({
          code: error ? (typeof error.code === "number" ? error.code : 1) : 0,
          stdout,
          stderr,
        }),
    );
  });
