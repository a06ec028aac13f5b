import { basename, resolve } from "node:path";
import { defineConfig } from "vitest/config";

const repoRoot = resolve(import.meta.dirname, "../..");
const shared = {
  // Vitest's default is one worker fewer than the cores: on CI's two cores that ran every file in
  // turn. Each test file owns its database (a PGlite copy or its own server database), so two at once
  // share nothing.
  maxWorkers: 2,
  // Each package writes a JSON report next to the others, so CI can print one closing line for all.
  reporters: ["default", "json"],
  outputFile: { json: resolve(repoRoot, "test-results", `vitest-${basename(process.cwd())}.json`) },
};

/** PGlite start-up (initdb in WASM) and real servers need more than vitest's 5 s default. */
export const serverTestConfig = defineConfig({
  test: {
    ...shared,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    pool: "forks",
  },
});

/** Component tests walk whole wizards in jsdom; on 2 shared cores that can outlast the 5 s default. */
export const unitTestConfig = defineConfig({
  test: {
    ...shared,
    testTimeout: 15_000,
    // A fresh module graph per file made importing React, the router and the catalogs most of the
    // time (web: 103 s of imports for 1.4 s of tests). Unit tests keep no state between files (no
    // vi.mock, each mounts its own tree), so a worker reuses what it imported: web 70 -> 29 s,
    // registration 109 -> 45 s, domain 57 -> 21 s. The server suites stay isolated: each file's
    // PGlite is already its own, and sharing the process made core no faster (decision 0027).
    isolate: false,
    include: ["src/**/*.test.ts", "src/**/*.test.tsx"],
  },
});
