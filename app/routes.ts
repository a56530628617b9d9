import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { sitePages } from "../content/site-map";

export default [
  ...sitePages.map((p) =>
    p.path === "/" ? index(p.module, { id: p.id }) : route(p.path.slice(1), p.module, { id: p.id }),
  ),
  // Catch-all without a loader, prerendered as /404 (see docs/decisions).
  route("*", "routes/not-found.tsx", { id: "not-found" }),
] satisfies RouteConfig;
