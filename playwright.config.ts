import { defineConfig, devices } from "@playwright/test";
import { testChromiumFlags, testChromiumPath } from "./tests/support/browser/chromium";

/** CHROME_PATH, then Debian's headless shell, then Debian's Chromium, else Playwright's own
 * download. */
const executablePath = testChromiumPath();

export const E2E_PORT = Number(process.env.E2E_PORT ?? 4310);
export const E2E_DATA_DIR = `.tmp/e2e-data-${E2E_PORT}`;

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: `.tmp/test-results-${E2E_PORT}`,
  fullyParallel: true,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  // This 2-core machine runs Chromium slowly (a page's start can take seconds
  // with two workers); CI gets more room per test, not weaker assertions.
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: process.env.CI ? 12_000 : 7_000 },
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    // Recording a trace for every test costs about a fifth of the suite's time
    // here; the retry of a failed test records one.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    launchOptions: {
      executablePath,
      args: testChromiumFlags(),
    },
  },
  projects: [
    {
      name: "chromium",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    // The real production build, served by the real server, on loopback only.
    command: `rm -rf ${E2E_DATA_DIR} && tsx server/index.ts`,
    url: `http://127.0.0.1:${E2E_PORT}/`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(E2E_PORT),
      HOST: "127.0.0.1",
      DATA_DIR: E2E_DATA_DIR,
      // The browser suite runs on the default store (SQLite); PostgreSQL has its own tests.
      DATABASE_URL: "",
      RATE_LIMIT_MAX: "10000",
      CHALLENGE_RATE_LIMIT_MAX: "10000",
      TRAFFIC_RATE_LIMIT_MAX: "100000",
      LOG_LEVEL: "warn",
    },
  },
});
