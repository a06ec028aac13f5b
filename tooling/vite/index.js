import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
/** Text worth compressing; images and fonts come compressed. */
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|txt|xml|map)$/;
/** Below this, the headers cost more than the bytes saved. */
const MIN_BYTES = 1024;

/**
 * Writes a .br (best quality) and a .gz (level 9) beside each text asset of a front's build: the
 * BFF sends the one the browser takes (@fastify/static preCompressed), so no request pays for
 * compressing, and brotli at 11 — too slow on the fly — is paid once here. Every front's
 * vite.config.ts uses it (the portal and each tenant's app).
 * @returns {import("vite").Plugin}
 */
export function precompress() {
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
