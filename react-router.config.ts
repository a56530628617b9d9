import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./content/site-map.ts";

export default {
  appDirectory: "app",
  buildDirectory: "build",
  // Static first: every page is prerendered to HTML at build time and hydrates.
  ssr: false,
  prerender: prerenderPaths,
  // One module per route, as the hydration rewrite expects: each route's
  // clientLoader is a line that reads the shell's page data, and a chunk of
  // its own would cost every page one more request at start (docs/decisions/0036).
  splitRouteModules: false,
} satisfies Config;
