import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";
import { citySuggestions } from "./content/places/not-found-cities.ts";
import { removedLandingSlugs, resolveSiteUrl } from "./content/site-url.ts";

export default defineConfig({
  define: {
    __SITE_URL__: JSON.stringify(resolveSiteUrl()),
    __CITY_SUGGESTIONS__: JSON.stringify(citySuggestions(removedLandingSlugs())),
  },
  test: {
    include: [
      "{app,admin,content,shared,server,cli,scripts,tools,deploy,docs}/**/*.test.{ts,tsx}",
      "tests/*.test.ts",
    ],
    environment: "node",
    globalSetup: ["./tests/support/servers/global-build.ts"],
    // Vitest's default of one worker fewer than the cores left this 2-core machine half idle:
    // most files wait on the servers, PostgreSQL and CLIs they start (docs/decisions/0043).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
