// The playground: `npm run playground` serves it, `npm run build` writes a static site to
// playground/dist that works from any static server (relative asset paths, no backend).
import { defineConfig } from "vite";

export default defineConfig({
  root: "playground",
  base: "./",
  build: { outDir: "dist", emptyOutDir: true, chunkSizeWarningLimit: 6000, target: "es2022" },
  worker: { format: "es" },
  server: { fs: { allow: [".."] } },
});
