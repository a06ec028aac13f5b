import { lingui } from "@lingui/vite-plugin";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react-swc";
import { precompress } from "@reg/vite-config";
import { defineConfig } from "vite";

/** The one Lingui config of the repository, which covers this app's sources too. */
const linguiConfigPath = decodeURIComponent(
  new URL("../../packages/i18n/lingui.config.ts", import.meta.url).pathname,
);
/** The BFF in development (`pnpm --filter @reg/bff start`). */
const BFF = "http://127.0.0.1:4000";

export default defineConfig({
  // The BFF reads the manifest to preload the page's language catalog (apps/bff catalog-preload.ts).
  build: { manifest: true },
  plugins: [
    // The router plugin must run before react: it writes src/routeTree.gen.ts and splits route code.
    tanstackRouter({ target: "react", autoCodeSplitting: true }),
    react({ plugins: [["@lingui/swc-plugin", {}]] }),
    lingui({ configPath: linguiConfigPath }),
    precompress(),
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
