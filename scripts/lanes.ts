/** `tsx scripts/lanes.ts "CMD" "CMD" ...`: runs shell commands two at a time, in the order given,
 * prints each one's output whole when it ends, and exits 1 if any failed. `npm run validate` runs
 * lint with typecheck, and the measuring tools' correctness runs, this way on the 2-core CI. */
import { spawn } from "node:child_process";

/** Two lanes on the 2-core CI: each of these commands waits about half its time (on pages, on
 * pauses, or in a step that uses one core). */
const LANES = 2;

export interface Finished {
  command: string;
  code: number;
  seconds: number;
  output: string;
}

function run(command: string): Promise<Finished> {
  const started = Date.now();
  const child = spawn(command, { shell: true, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  // As text decoded across chunks, so a character split between two reads (→, ×) stays whole.
  for (const stream of [child.stdout, child.stderr]) {
    stream.setEncoding("utf8");
    stream.on("data", (text: string) => (output += text));
  }
  return new Promise((resolve) => {
    const done = (code: number) =>
      resolve({ command, code, seconds: Math.round((Date.now() - started) / 1000), output });
    child.on("error", (error) => {
      output += `${error.message}\n`;
      done(1);
    });
    child.on("close", (code) => done(code ?? 1));
  });
}

/** Runs every command, at most `lanes` at once, and prints each one's output as it ends. */
export async function runAll(
  commands: string[],
  lanes: number,
  start: (command: string) => Promise<Finished> = run,
  print: (text: string) => void = (text) => process.stdout.write(text),
): Promise<Finished[]> {
  const queue = [...commands];
  const finished: Finished[] = [];
  const lane = async () => {
    for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
      const result = await start(next);
      finished.push(result);
      print(`\n── ${result.command}: exit ${result.code} in ${result.seconds} s\n${result.output}`);
    }
  };
  await Promise.all(Array.from({ length: Math.min(lanes, commands.length) }, lane));
  return finished;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const commands = process.argv.slice(2);
  if (commands.length === 0) {
    console.error('usage: tsx scripts/lanes.ts "CMD" ["CMD" ...]');
    process.exit(2);
  }
  const started = Date.now();
  const results = await runAll(commands, LANES);
  const failed = results.filter((r) => r.code !== 0);
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(
    `\nlanes: ${results.length - failed.length} of ${results.length} passed in ${seconds} s` +
      (failed.length ? `; failed: ${failed.map((r) => r.command).join(", ")}` : ""),
  );
  process.exitCode = failed.length ? 1 : 0;
}
