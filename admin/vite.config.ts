import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// Assets under /admin/assets/, served by server/admin/admin-plugin.ts, never by the static deploy.
export default defineConfig({
  base: "/admin/",
  plugins: [tailwindcss(), reactRouter()],
  build: { reportCompressedSize: false },
});
