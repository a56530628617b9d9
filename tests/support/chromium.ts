import { existsSync } from "node:fs";

/** System Chromium first (CHROME_PATH, then Debian's); undefined lets a tool use its own. */
export const chromiumPath = (): string | undefined =>
  [process.env.CHROME_PATH, "/usr/bin/chromium"].find((p): p is string => !!p && existsSync(p));

/** Headless flags for this closed network: no background connections, no QUIC. */
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
