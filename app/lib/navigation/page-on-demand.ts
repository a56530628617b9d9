import type { ComponentType } from "react";
import { onDemand } from "../core/on-demand";

/** A page's body outside its route's start: requested as the route module runs (at start, or when
 * the page is fetched ahead of a tap), its prerendered HTML hydrates when the code arrives, and a
 * client navigation waits for it as for the route's own module (docs/navigation.md). */
export function pageOnDemand<P extends object>(load: () => Promise<ComponentType<P>>) {
  const page = onDemand(load);
  if (typeof window !== "undefined") void page.preload().catch(() => undefined);
  return page.Component;
}
