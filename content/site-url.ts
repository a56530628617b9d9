import { DEFAULT_SITE_URL } from "./business.ts";

/** The absolute origin of the live site, without a trailing slash. */
export function resolveSiteUrl(value: string | undefined = process.env.SITE_URL): string {
  const url = new URL(value && value.trim() !== "" ? value : DEFAULT_SITE_URL);
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    throw new Error(`SITE_URL must be an http(s) URL, got ${value}`);
  }
  return url.origin;
}
