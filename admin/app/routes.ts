import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

// Paths are under the app's basename, /admin (the URLs of the inbox contract).
export default [
  route("sign-in", "routes/sign-in.tsx"),
  route("sign-out", "routes/sign-out.tsx"),
  route("invite/:token", "routes/invite.tsx"),
  route("export", "routes/export.ts"),
  route("traffic.csv", "routes/traffic-csv.ts"),
  // The server answers /site/preview/<token>/… itself (server/admin/admin-plugin.ts).
  route("site/photo", "routes/site-photo.ts"),
  layout("routes/signed-in.tsx", [
    index("routes/inbox.tsx"),
    route("leads/:id", "routes/lead.tsx"),
    route("account", "routes/account.tsx"),
    route("people", "routes/people.tsx"),
    route("audit", "routes/audit.tsx"),
    route("sources", "routes/sources.tsx"),
    route("response", "routes/response.tsx"),
    route("traffic", "routes/traffic.tsx"),
    route("site", "routes/site.tsx"),
    route("site/edit/*", "routes/site-edit.tsx"),
    route("site/changes", "routes/site-changes.tsx"),
    route("site/history", "routes/site-history.tsx"),
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
