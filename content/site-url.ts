import { readFileSync } from "node:fs";

/** The site's address when SITE_URL is unset: a placeholder the owner replaces. */
export const DEFAULT_SITE_URL = "https://www.lexcore.example";

/** The absolute origin of the live site, without a trailing slash. */
export function resolveSiteUrl(value: string | undefined = process.env.SITE_URL): string {
  const url = new URL(value && value.trim() !== "" ? value : DEFAULT_SITE_URL);
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    throw new Error(`SITE_URL must be an http(s) URL, got ${value}`);
  }
  return url.origin;
}

/** Landing pages the owner removed, from the build's content/overlay.json (server/site/): the
 * build's configuration reads it without loading the content modules. */
export function removedLandingSlugs(file = "content/overlay.json"): string[] {
  const overlay = JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
  return Object.keys(overlay)
    .filter((id) => id.startsWith("landing/") && overlay[id] === null)
    .map((id) => id.slice("landing/".length));
}
