// Bundles a server (core, the BFF) into dist/main.js for plain `node`: our workspace packages are
// TypeScript sources, so they go into the bundle; every npm package stays external and is loaded
// from the app's node_modules at run time (PGlite's wasm and data files, pdfkit's fonts, pg's
// native fallbacks resolve beside their own code, as they expect).
import { readFileSync } from "node:fs";
import { isBuiltin } from "node:module";
import { join } from "node:path";
import { build } from "esbuild";

const WORKSPACE_SCOPE = "@reg/";

/** `@scope/name/sub/path` → `@scope/name`; `name/sub` → `name`. */
export function packageNameOf(specifier) {
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0];
}

/**
 * Marks npm packages external, and fails the build on one the app does not list in its
 * `dependencies`: pnpm gives an app only what it declares, so a package imported by a bundled
 * workspace package (e.g. @reg/observability's prom-client) must be declared by the app too, or
 * `node dist/main.js` would not find it.
 * @param {Set<string>} declared
 * @returns {import("esbuild").Plugin}
 */
function externalNpmPackages(declared) {
  return {
    name: "external-npm-packages",
    setup(buildApi) {
      buildApi.onResolve({ filter: /^[^./]/ }, (args) => {
        if (isBuiltin(args.path)) return { path: args.path, external: true };
        if (args.path.startsWith(WORKSPACE_SCOPE)) return undefined;
        const name = packageNameOf(args.path);
        if (!declared.has(name)) {
          return {
            errors: [
              {
                text: `"${name}" (imported by ${args.importer}) is not in this app's dependencies`,
              },
            ],
          };
        }
        return { path: args.path, external: true };
      });
    },
  };
}

/**
 * @param {{ appDir: string, entry?: string, outdir?: string }} options
 */
export async function buildServer({ appDir, entry = "src/main.ts", outdir = "dist" }) {
  const manifest = JSON.parse(readFileSync(join(appDir, "package.json"), "utf8"));
  const declared = new Set(Object.keys(manifest.dependencies ?? {}));
  const result = await build({
    absWorkingDir: appDir,
    entryPoints: [entry],
    outdir,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node24",
    // Stack traces point at the TypeScript when node runs with --enable-source-maps.
    sourcemap: "linked",
    sourcesContent: false,
    // Keeps class and function names, which logs and error serialisers print.
    keepNames: true,
    logLevel: "warning",
    metafile: true,
    plugins: [externalNpmPackages(declared)],
  });
  return result;
}
