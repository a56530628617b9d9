declare const __SITE_URL__: string;

/** Absolute origin of the live site (from SITE_URL at build time). */
export const siteUrl: string = __SITE_URL__;

export const absoluteUrl = (path: string) => `${siteUrl}${path === "/" ? "/" : path}`;

/** The share image made at build time for a page (scripts/build/share-images.ts). */
export const shareImagePath = (path: string) =>
  `/og/${path === "/" ? "home" : path.slice(1).replaceAll("/", "-")}.png`;
