import { readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import postcssGlobalData from "@csstools/postcss-global-data";
import postcss from "postcss";
import postcssCustomMedia from "postcss-custom-media";

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

/** Runs before zod's own code in its chunk: zod reads its settings from this global when it loads. */
const ZOD_JITLESS =
  "globalThis.__zod_globalConfig={...globalThis.__zod_globalConfig,jitless:true};\n";
const ZOD_MODULE = /[\\/]node_modules[\\/]zod[\\/]/;

/**
 * zod compiles a faster object parser with `new Function` when the page allows it, and finds out by
 * trying when a schema is made: under the pages' CSP (no 'unsafe-eval', docs/security.md) the try is
 * refused and reported as a violation on every page. This sets zod's `jitless` at the top of the
 * browser chunk that holds zod, so the setting is there before the first schema is made, whatever
 * chunk makes it (a module of the app setting it would run after the chunks it imports). The
 * server render keeps zod's compiled parsers. Every front's vite.config.ts uses it.
 * @returns {import("vite").Plugin}
 */
export function zodWithoutEval() {
  return {
    name: "reg:zod-without-eval",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    renderChunk(code, chunk) {
      if (!chunk.moduleIds.some((id) => ZOD_MODULE.test(id))) return null;
      return { code: `${ZOD_JITLESS}${code}`, map: null };
    },
  };
}

/**
 * The code a page runs before its first render in ONE file: left to itself the bundler cuts it into
 * ~30 shared chunks (some of 50 bytes), and a first visit waits on six connections' worth of round
 * trips for them. Together they are one request, the same bytes (a little fewer gzipped), and the
 * first paint comes ~0.9 s sooner in `pnpm bench:front` (decision 0045). The routes' own code and
 * the language catalogs stay lazy. Only the browser's build: the server render's bundle is one
 * process's, not a download. Every front's vite.config.ts uses it.
 * @returns {import("vite").Plugin}
 */
export function startCodeInOneChunk() {
  return {
    name: "reg:start-code-in-one-chunk",
    apply: "build",
    configEnvironment(name) {
      if (name !== "client") return null;
      return {
        build: {
          rolldownOptions: {
            output: { codeSplitting: { groups: [{ name: "start", tags: ["$initial"] }] } },
          },
        },
      };
    },
  };
}

/** SPEC §9's breakpoints as custom media queries (`@custom-media --mobile …`), as a front imports them. */
export const BREAKPOINTS_CSS = "@reg/ui/breakpoints.css";

/**
 * The PostCSS steps that write SPEC's breakpoints into the stylesheets: the declarations are handed to
 * every stylesheet as data (@csstools/postcss-global-data, left out of the output again), then
 * postcss-custom-media replaces each `@media (--mobile)` with `@media (max-width: 768px)`. Without
 * the first step each stylesheet would have to import the declarations itself.
 * @param {string} declarationsFile the absolute path of the `@custom-media` declarations
 * @returns {import("postcss").AcceptedPlugin[]}
 */
export function breakpointsPostcssPlugins(declarationsFile) {
  return [
    postcssGlobalData({ files: [declarationsFile] }),
    postcssCustomMedia(),
    unknownCustomMedia,
  ];
}

/**
 * postcss-custom-media leaves a name it does not know as it is (`@media (--mobil)`), which no browser
 * matches: the build stops there instead.
 * @type {import("postcss").Plugin}
 */
const unknownCustomMedia = {
  postcssPlugin: "reg:unknown-custom-media",
  OnceExit(root) {
    root.walkAtRules("media", (rule) => {
      const name = /\(\s*(--[\w-]+)\s*\)/.exec(rule.params)?.[1];
      if (name) throw rule.error(`${name} is not declared in ${BREAKPOINTS_CSS} (SPEC §9)`);
    });
  },
};

/**
 * One stylesheet through those steps, as the build compiles it (for tests).
 * @param {string} css
 * @param {string} from the stylesheet's path, for messages
 * @param {string} declarationsFile
 * @returns {Promise<string>}
 */
export async function compileBreakpoints(css, from, declarationsFile) {
  const result = await postcss(breakpointsPostcssPlugins(declarationsFile)).process(css, { from });
  return result.css;
}

/**
 * Custom media queries for SPEC §9's breakpoints in every stylesheet of a front, in the dev server
 * and the build (decision 0053): Vite's own PostCSS step runs the plugins above with the
 * declarations of @reg/ui, found from the front's root as its code finds the package. Browsers do
 * not read `@custom-media` yet, so a front without this plugin would ship queries that never match.
 * Every front's vite.config.ts uses it.
 * @returns {import("vite").Plugin}
 */
export function breakpointsInCss() {
  return {
    name: "reg:breakpoints-in-css",
    config(config) {
      const root = resolve(config.root ?? process.cwd());
      const declarationsFile = createRequire(join(root, "package.json")).resolve(BREAKPOINTS_CSS);
      return { css: { postcss: { plugins: breakpointsPostcssPlugins(declarationsFile) } } };
    },
  };
}
