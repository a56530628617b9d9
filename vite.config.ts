import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { resolveSiteUrl } from "./content/site-url.ts";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  define: {
    // Canonical and share URLs are absolute; SITE_URL at build time decides them.
    __SITE_URL__: JSON.stringify(resolveSiteUrl()),
  },
  build: {
    // The server sends pre-compressed files; report sizes via `npm run size` instead.
    reportCompressedSize: false,
  },
});
