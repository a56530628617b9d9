import type { Config } from "@react-router/dev/config";

// The owner's inbox: a second React Router app, rendered by our server per
// request (docs/decisions/0016). The public site's build is untouched by it.
export default {
  appDirectory: "app",
  buildDirectory: "../build/admin",
  ssr: true,
  basename: "/admin",
  // Every route is in the page's manifest: no /__manifest requests.
  routeDiscovery: { mode: "initial" },
} satisfies Config;
