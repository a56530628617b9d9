/** autocannon, typed: it ships no types; this is the part of its API `npm run bench` uses. */
import { createRequire } from "node:module";

export interface Result {
  requests: { average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  "2xx": number;
}
type Autocannon = (opts: {
  url: string;
  duration: number;
  connections: number;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  requests?: {
    method: string;
    headers: Record<string, string>;
    setupRequest: (req: Record<string, unknown>) => Record<string, unknown>;
  }[];
}) => Promise<Result>;
// autocannon ships no types; this is the part of its API used here.
export const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;
