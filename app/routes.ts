import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { catchAll, sitePages } from "../content/site-map";

export default [
  ...sitePages
    .filter((p) => p.id !== catchAll.id)
    .map((p) =>
      p.path === "/"
        ? index(p.module, { id: p.id })
        : route(p.path.slice(1), p.module, { id: p.id }),
    ),
  // The landing pages and the not-found page (prerendered as /404): one route,
  // so the table React Router builds while hydrating each page stays small.
  route("*", catchAll.module, { id: catchAll.id }),
] satisfies RouteConfig;
