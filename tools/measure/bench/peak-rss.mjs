// Loaded into each Node process of a measured publish (NODE_OPTIONS=--import): on exit, appends
// its command, its peak resident memory (getrusage maxrss, KiB) and when it ran to PEAK_RSS_FILE.
import { appendFileSync } from "node:fs";

const file = process.env.PEAK_RSS_FILE;
const startedAt = Date.now();
if (file)
  process.on("exit", () => {
    const line = {
      pid: process.pid,
      command: process.argv.slice(1).join(" "),
      peakKb: process.resourceUsage().maxRSS,
      startedAt,
      endedAt: Date.now(),
    };
    appendFileSync(file, `${JSON.stringify(line)}\n`);
  });
