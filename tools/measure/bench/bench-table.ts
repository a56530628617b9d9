/** The bench's request table: each run's rate and latency, and its rate against its reference
 * (a proxy row against the direct server, the server's against the bare file server). */
import { cpus } from "node:os";
import type { Result } from "./autocannon";
import { printTable } from "../lib/figures";

export interface BenchRow {
  name: string;
  target: string;
  result: Result;
}

export function printRequestTable(rows: BenchRow[], seconds: number, connections: number) {
  const referenceOf = (name: string, target: string) =>
    rows.find((r) => r.name === name && r.target === (target === "proxy" ? "server" : "baseline"));
  const table = rows.map(({ name, target, result: r }) => {
    const b = referenceOf(name, target);
    return [
      name,
      target,
      Math.round(r.requests.average).toLocaleString("en-US"),
      String(r.latency.p50),
      String(r.latency.p99),
      String(r.non2xx + r.errors + r.timeouts),
      target !== "baseline" && b
        ? `${(r.requests.average / b.result.requests.average).toFixed(2)}×`
        : "",
    ];
  });
  const headers = ["Request", "Server", "req/s", "p50 ms", "p99 ms", "failed", "vs reference"];
  console.log(
    `\n${seconds} s per run, ${connections} connections, loopback; Node ${process.version}, ${cpus().length} CPU(s)\n`,
  );
  printTable(headers, table, { left: 2, rule: true });
}
