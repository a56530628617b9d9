import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./content/site-map.ts";

export default {
  appDirectory: "app",
  buildDirectory: "build",
  // Static first: every page is prerendered to HTML at build time and hydrates.
  ssr: false,
  prerender: prerenderPaths,
} satisfies Config;
