import { defineConfig } from "vitest/config";
import { resolveSiteUrl } from "./content/site-url.ts";

export default defineConfig({
  define: { __SITE_URL__: JSON.stringify(resolveSiteUrl()) },
  test: {
    include: ["{app,admin,content,shared,server,cli,scripts,tools,deploy,docs}/**/*.test.{ts,tsx}"],
    environment: "node",
    globalSetup: ["./tests/support/global-build.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
