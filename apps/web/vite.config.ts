import { lingui } from "@lingui/vite-plugin";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react-swc";
import {
  breakpointsInCss,
  precompress,
  startCodeInOneChunk,
  zodWithoutEval,
} from "@reg/vite-config";
import { defineConfig } from "vite";

/** The one Lingui config of the repository, which covers this app's sources too. */
const linguiConfigPath = decodeURIComponent(
  new URL("../../packages/i18n/lingui.config.ts", import.meta.url).pathname,
);
/** The BFF in development (`pnpm --filter @reg/bff dev`). */
const BFF = "http://127.0.0.1:4000";

export default defineConfig({
  // The BFF reads the manifest to preload the page's language catalog (apps/bff catalog-preload.ts).
  // One stylesheet, linked from the HTML: a server-rendered page (decision 0025) paints with every
  // style it uses, where per-route CSS arriving with the route's code after the paint moved the page
  // (CLS 0.15-0.3 in Lighthouse). All of it is about 18 kB gzipped.
  build: { manifest: true, cssCodeSplit: false },
  plugins: [
    // The router plugin must run before react: it writes src/routeTree.gen.ts and splits route code.
    tanstackRouter({ target: "react", autoCodeSplitting: true }),
    react({ plugins: [["@lingui/swc-plugin", {}]] }),
    lingui({ configPath: linguiConfigPath }),
    // `@media (--mobile)` and the rest of SPEC §9's breakpoints (packages/ui/src/styles/breakpoints.css).
    breakpointsInCss(),
    precompress(),
    zodWithoutEval(),
    startCodeInOneChunk(),
  ],
  server: {
    proxy: {
      "/trpc": { target: BFF, changeOrigin: false },
      "/images": { target: BFF, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      "/trpc": { target: BFF, changeOrigin: false },
      "/images": { target: BFF, changeOrigin: false },
    },
  },
});
