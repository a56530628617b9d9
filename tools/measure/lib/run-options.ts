/** The command line every browser measure reads: the common options and the tool's own. */
import { parseArgs, type ParseArgsOptionsConfig } from "node:util";

/** `--unthrottled` (or <ENV>_UNTHROTTLED=1), `--runs N` (5 throttled, 1 not), `--port` (or
 * <ENV>_PORT), `--only`, `--cpu N` (the CPU slowdown when throttled, Lighthouse's 4 unless
 * told), and the tool's own string options with their defaults. */
export function measureArgs<K extends string>(
  env: string,
  own: Record<K, string | undefined>,
  args = process.argv.slice(2),
) {
  const options: ParseArgsOptionsConfig = {
    unthrottled: { type: "boolean", default: process.env[`${env}_UNTHROTTLED`] === "1" },
    runs: { type: "string" },
    port: { type: "string", default: process.env[`${env}_PORT`] },
    only: { type: "string" },
    cpu: { type: "string", default: "4" },
  };
  for (const [name, value] of Object.entries<string | undefined>(own))
    options[name] = { type: "string", default: value };
  const values = parseArgs({ args, options }).values as {
    unthrottled: boolean;
    runs?: string;
    port?: string;
    only?: string;
    cpu: string;
  } & Partial<Record<K, string>>;
  const throttled = !values.unthrottled;
  return {
    values,
    throttled,
    runs: Math.max(1, Number(values.runs ?? (throttled ? 5 : 1))),
    rate: slowdown(values.cpu),
  };
}

/** `--cpu N` as a number: a CPU slowdown of 1 (none) or more. */
export function slowdown(value: string): number {
  const rate = Number(value);
  if (!(rate >= 1)) throw new Error(`--cpu ${value}: give a slowdown of 1 or more`);
  return rate;
}
