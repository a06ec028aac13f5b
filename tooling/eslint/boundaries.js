import { moduleBoundariesPlugin } from "./rules/module-front-door.js";

/**
 * The layer rules of DESIGN.md, enforced: apps depend on packages, never the reverse; the front
 * never reaches core or the database, and takes the BFF only as a type.
 */
const serverOnly = ["@reg/core", "@reg/core/*", "pg", "drizzle-orm", "drizzle-orm/*", "@electric-sql/pglite", "fastify", "undici"];

/** For packages/*: no app may be imported. */
export const packageBoundaries = {
  files: ["**/*.ts", "**/*.tsx"],
  rules: {
    "no-restricted-imports": [
      "error",
      {
        patterns: [
          { group: ["@reg/web", "@reg/web/*", "@reg/tenant-register", "@reg/tenant-register/*", "@reg/core", "@reg/core/*"], message: "Packages never depend on apps." },
          { group: ["@reg/bff", "@reg/bff/*"], allowTypeImports: true, message: "Only `import type { AppRouter }` from the BFF." },
        ],
      },
    ],
  },
};

/** For packages/domain: it depends on nothing but zod and luxon. */
export const domainBoundaries = {
  files: ["src/**/*.ts"],
  rules: {
    "no-restricted-imports": [
      "error",
      { patterns: [{ group: ["@reg/*", "react", "react-*", ...serverOnly], message: "domain depends on nothing but zod and luxon." }] },
    ],
  },
};

/** For the front apps and front packages: no server code, the BFF as a type only. */
export const frontBoundaries = {
  files: ["**/*.ts", "**/*.tsx"],
  rules: {
    "no-restricted-imports": [
      "error",
      {
        patterns: [
          { group: serverOnly, message: "The front never imports core or the database." },
          { group: ["@reg/bff", "@reg/bff/*"], allowTypeImports: true, message: "Only `import type { AppRouter }` from the BFF." },
        ],
      },
    ],
  },
};

/** For the BFF: data only through its LegacyClient, never core's code or the database. */
export const bffBoundaries = {
  files: ["**/*.ts"],
  rules: {
    "no-restricted-imports": [
      "error",
      { patterns: [{ group: ["@reg/core", "@reg/core/*", "pg", "drizzle-orm", "drizzle-orm/*", "@electric-sql/pglite"], message: "The BFF reaches data only through its LegacyClient." }] },
    ],
  },
};

/**
 * For apps/core: each module (`src/modules/<name>/`) is entered only through its index.ts, by the
 * other modules and by the app's set-up alike (rules/module-front-door.js). `modulesDir` is the
 * absolute path of the modules folder. Tests (`test/`) may reach into a module to test its parts.
 */
export function coreModuleBoundaries(modulesDir) {
  return {
    files: ["src/**/*.ts"],
    plugins: { modules: moduleBoundariesPlugin },
    rules: { "modules/front-door": ["error", { modulesDir }] },
  };
}
