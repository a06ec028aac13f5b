import { lingui } from "@lingui/vite-plugin";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react-swc";
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { defineConfig, type Plugin } from "vite";

/** The one Lingui config of the repository, which covers this app's sources too. */
const linguiConfigPath = decodeURIComponent(
  new URL("../../packages/i18n/lingui.config.ts", import.meta.url).pathname,
);
/** The BFF in development (`pnpm --filter @reg/bff start`). */
const BFF = "http://127.0.0.1:4000";

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
/** Text worth compressing; images and fonts come compressed. */
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|txt|xml|map)$/;
/** Below this, the headers cost more than the bytes saved. */
const MIN_BYTES = 1024;

/**
 * Writes a .br (best quality) and a .gz (level 9) beside each text asset of the build: the BFF
 * sends the one the browser takes (@fastify/static preCompressed), so no request pays for
 * compressing, and brotli at 11 — too slow on the fly — is paid once here.
 */
function precompress(): Plugin {
  return {
    name: "reg:precompress",
    apply: "build",
    async writeBundle(options, bundle) {
      const dir = options.dir ?? "dist";
      await Promise.all(
        Object.keys(bundle)
          .filter((file) => COMPRESSIBLE.test(file))
          .map(async (file) => {
            const path = join(dir, file);
            const data = await readFile(path);
            if (data.byteLength < MIN_BYTES) return;
            const [br, gz] = await Promise.all([
              brotli(data, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                  [constants.BROTLI_PARAM_SIZE_HINT]: data.byteLength,
                },
              }),
              gzipped(data, { level: 9 }),
            ]);
            await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
          }),
      );
    },
  };
}

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
