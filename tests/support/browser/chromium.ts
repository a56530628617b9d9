import { existsSync } from "node:fs";

/** System Chromium first (CHROME_PATH, then Debian's); undefined lets a tool use its own. */
export const chromiumPath = (): string | undefined =>
  [process.env.CHROME_PATH, "/usr/bin/chromium"].find((p): p is string => !!p && existsSync(p));

const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

/** The browser tests' Chromium: CHROME_PATH, else Debian's headless shell of the same build (a new
 * page costs half as much), else as chromiumPath(). The measuring tools keep the full Chromium
 * (docs/decisions/0043). */
export const testChromiumPath = (): string | undefined =>
  !process.env.CHROME_PATH && existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : chromiumPath();

/** The flags for testChromiumPath(). The headless shell hints glyphs unless told not to, which
 * moves text by fractions of a pixel; with hinting off it measures text as the full Chromium
 * does. */
export const testChromiumFlags = (): string[] =>
  testChromiumPath() === HEADLESS_SHELL
    ? [...CHROMIUM_FLAGS, "--font-render-hinting=none"]
    : CHROMIUM_FLAGS;

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
