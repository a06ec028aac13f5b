import { builtinModules } from "node:module";
import { moduleBoundariesPlugin } from "./rules/module-front-door.js";

/**
 * The layer rules of DESIGN.md and docs/architecture.md in one place: which of our packages each
 * package may import, what the front never imports, the BFF's and domain's limits, core's module
 * front doors. A package's eslint.config.js spreads `boundaries("<its name>")`.
 *
 * ESLint keeps one "no-restricted-imports" per file (the last config that sets it wins), so every
 * ban a file is under is built here into one list of patterns rather than added package by package.
 */

/** Our packages and apps, and what of ours each may import (the tooling presets are always allowed). */
const OURS = {
  "@reg/domain": [],
  "@reg/i18n": ["@reg/domain"],
  "@reg/api": ["@reg/domain"],
  "@reg/ui": ["@reg/domain", "@reg/i18n", "@reg/api"],
  "@reg/front": ["@reg/domain", "@reg/i18n", "@reg/api", "@reg/ui"],
  "@reg/registration": ["@reg/domain", "@reg/i18n", "@reg/api", "@reg/ui", "@reg/front"],
  "@reg/web": [
    "@reg/domain",
    "@reg/i18n",
    "@reg/api",
    "@reg/ui",
    "@reg/front",
    "@reg/registration",
  ],
  "@reg/tenant-register": [
    "@reg/domain",
    "@reg/i18n",
    "@reg/api",
    "@reg/ui",
    "@reg/front",
    "@reg/registration",
  ],
  "@reg/bff": ["@reg/domain", "@reg/observability"],
  "@reg/core": ["@reg/domain", "@reg/observability"],
  "@reg/observability": [],
};

/** The packages that run in the browser. */
const FRONT = new Set([
  "@reg/i18n",
  "@reg/api",
  "@reg/ui",
  "@reg/front",
  "@reg/registration",
  "@reg/web",
  "@reg/tenant-register",
]);

const withSubpaths = (names) => names.flatMap((name) => [name, `${name}/*`]);
/** A name and its subpaths, exactly (a gitignore-style group would also match a path segment, e.g. `domain`). */
const exactly = (names) =>
  `^(?:${names.map((name) => name.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")).join("|")})(?:/.*)?$`;

/** Server libraries: the front and domain never import them; core is the only one with a database. */
const SERVER_LIBRARIES = exactly([
  "fastify",
  "pg",
  "drizzle-orm",
  "drizzle-kit",
  "@electric-sql/pglite",
  "undici",
]).replace("^(?:", "^(?:@fastify/[^/]+|");
const DATABASE = exactly(["pg", "drizzle-orm", "drizzle-kit", "@electric-sql/pglite"]);
/** Node's built-in modules, with and without the `node:` prefix. */
const NODE_BUILTINS = `^node:|${exactly(builtinModules.filter((name) => !name.startsWith("_")))}`;

/** Files that run in Node even in a front package: tests (vitest) and tool configs (vite, vitest, lingui). */
const NODE_SIDE_FILES = ["**/*.test.ts", "**/*.test.tsx", "*.config.ts", "*.config.js"];
const ALL_FILES = ["**/*.ts", "**/*.tsx"];

/** The patterns of ours that `name` may not import. The BFF is for the front a type (`AppRouter`). */
function oursPatterns(name) {
  const allowed = new Set([name, ...OURS[name]]);
  const front = FRONT.has(name);
  const banned = Object.keys(OURS).filter(
    (other) => !allowed.has(other) && !(front && other === "@reg/bff"),
  );
  const patterns = [];
  if (banned.length > 0) {
    patterns.push({
      group: withSubpaths(banned),
      message:
        OURS[name].length > 0
          ? `${name} imports of ours only ${OURS[name].join(", ")} (docs/architecture.md).`
          : `${name} imports none of our packages.`,
    });
  }
  if (front) {
    patterns.push({
      group: withSubpaths(["@reg/bff"]),
      allowTypeImports: true,
      message: "The front takes the BFF only as `import type { AppRouter }`.",
    });
  }
  return patterns;
}

const restrict = (patterns) => ({ "no-restricted-imports": ["error", { patterns }] });

/** The front packages and apps: no server library, no Node built-in outside tests and configs. */
const serverBan = {
  regex: SERVER_LIBRARIES,
  message: "The front never imports server code (it runs in the browser).",
};
const nodeBan = {
  regex: NODE_BUILTINS,
  message: "The front runs in the browser: no Node built-ins outside tests and configs.",
};

function frontConfigs(name) {
  const ours = oursPatterns(name);
  return [
    { files: ALL_FILES, ignores: NODE_SIDE_FILES, rules: restrict([...ours, serverBan, nodeBan]) },
    { files: NODE_SIDE_FILES, rules: restrict([...ours, serverBan]) },
  ];
}

/**
 * The import bans of one package or app, by its package name, as flat-config objects. `modulesDir`
 * (core only) is the absolute path of core's `src/modules`.
 */
export function boundaries(name, { modulesDir } = {}) {
  if (!(name in OURS)) throw new Error(`boundaries: unknown package ${name}`);
  if (FRONT.has(name)) return frontConfigs(name);
  if (name === "@reg/domain") {
    const pure = {
      regex: `${SERVER_LIBRARIES}|${NODE_BUILTINS}|^react(?:-|/|$)`,
      message: "domain depends on nothing but zod.",
    };
    return [{ files: ALL_FILES, rules: restrict([...oursPatterns(name), pure]) }];
  }
  if (name === "@reg/bff") {
    const data = {
      regex: DATABASE,
      message: "The BFF reaches data only through its LegacyClient.",
    };
    // Tests start the real core (that is the point of them); the BFF's own code may not reach it.
    return [
      { files: ALL_FILES, rules: restrict([data]) },
      { files: ["src/**/*.ts"], rules: restrict([...oursPatterns(name), data]) },
    ];
  }
  if (name === "@reg/observability") {
    // What both servers observe alike: Fastify and prom-client, none of ours, no database.
    const serverOnly = {
      regex: `${DATABASE}|^react(?:-|/|$)`,
      message: "observability is the servers' request and metrics plumbing: no database, no front.",
    };
    return [{ files: ALL_FILES, rules: restrict([...oursPatterns(name), serverOnly]) }];
  }
  // @reg/core: domain only, no front library, and each module entered through its index.ts.
  if (!modulesDir) throw new Error('boundaries("@reg/core") needs { modulesDir }');
  const noFront = {
    regex: "^react(?:-|/|$)",
    message: "core serves the legacy contract; it has no front code.",
  };
  return [
    { files: ALL_FILES, rules: restrict([...oursPatterns(name), noFront]) },
    coreModuleBoundaries(modulesDir),
  ];
}

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
