import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { citySuggestions } from "./content/places/not-found-cities.ts";
import { removedLandingSlugs, resolveSiteUrl } from "./content/site-url.ts";
import { SHELL_CHUNK, compileHint } from "./scripts/build/compile-hint.ts";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  define: {
    // Canonical and share URLs are absolute; SITE_URL at build time decides them.
    __SITE_URL__: JSON.stringify(resolveSiteUrl()),
    __CITY_SUGGESTIONS__: JSON.stringify(citySuggestions(removedLandingSlugs())),
  },
  build: {
    // The server sends pre-compressed files; report sizes via `npm run size` instead.
    reportCompressedSize: false,
    // React Router preloads each route's modules itself, so no modulepreload
    // links or polyfill. Vite 8 still wraps each import() in its preload helper
    // (in the shell chunk; vitejs/vite#18551), with empty dependency lists.
    modulePreload: false,
    rolldownOptions: {
      output: {
        // V8 compiles the shell's functions, and a tap's, as they load (decisions 0031, 0053).
        postBanner: compileHint,
        codeSplitting: {
          groups: [
            // Every page loads the shell and the small modules it shares with the routes with
            // React and React Router: one chunk, not a dozen that each cost a request.
            {
              name: SHELL_CHUNK,
              test: (id) =>
                /app[\\/]components[\\/]layout[\\/]SiteShell\.tsx$/.test(id) ||
                // Every route module draws its page through it (docs/navigation.md).
                /app[\\/]lib[\\/]navigation[\\/]page-on-demand\.ts$/.test(id) ||
                // The closed dialogs every page has, shared by the root and the entry.
                /app[\\/]components[\\/]dialogs[\\/]SiteDialogs\.tsx$/.test(id) ||
                /node_modules[\\/](react-dom|scheduler|react-router)[\\/]/.test(id) ||
                // Every route's meta (echoMeta) and clientLoader (pageData), the home
                // stylesheet's address (root and PagesAhead) and the intro's id (root and
                // pages), a few lines each: not chunks of their own.
                /app[\\/]lib[\\/](seo[\\/]route-meta|navigation[\\/]page-data|home[\\/]home-styles|core[\\/]page-intro)\.ts$/.test(
                  id,
                ),
            },
            // The lead form's drawing and behaviour (not its zod checks, which load on
            // first use): one chunk for the pages and dialogs that have a form.
            {
              name: "lead-form",
              test: /(app[\\/]components[\\/]forms[\\/](LeadForm|Field)\.tsx|app[\\/]lib[\\/]forms[\\/](use-lead-form|load-validation|submit)\.ts|shared[\\/]forms[\\/]form-(fields|protocol)\.ts)$/,
            },
          ],
        },
      },
    },
  },
});
