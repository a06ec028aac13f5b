// The real eslint.config.js of each package, run through ESLint's Node API on a few lines of code
// given the path of a file in that package (issue 7 item 4: `pnpm lint` fails on these).
import assert from "node:assert/strict";
import { fileURLToPath } from "node:url";
import { describe, it } from "node:test";
import { ESLint } from "eslint";

const root = fileURLToPath(new URL("../../../", import.meta.url));
const engines = new Map();

/** The rule ids ESLint reports for `code` as the file `path` (relative to the repository). */
async function ruleIds(packageDir, path, code) {
  let eslint = engines.get(packageDir);
  if (!eslint) {
    const cwd = `${root}${packageDir}`;
    eslint = new ESLint({ cwd, overrideConfigFile: `${cwd}/eslint.config.js` });
    engines.set(packageDir, eslint);
  }
  const [result] = await eslint.lintText(code, { filePath: `${root}${path}` });
  const fatal = result.messages.filter((m) => m.fatal);
  assert.deepEqual(fatal, [], `${path} did not parse`);
  return result.messages.map((m) => m.ruleId);
}

const bans = (ids) => ids.filter((id) => id === "no-restricted-imports").length;

describe("the front never imports server code", () => {
  const front = [
    ["packages/ui", "packages/ui/src/index.ts"],
    ["packages/api", "packages/api/src/index.ts"],
    ["packages/front", "packages/front/src/index.ts"],
    ["packages/registration", "packages/registration/src/index.ts"],
    ["apps/web", "apps/web/src/router.tsx"],
    ["apps/tenant-register", "apps/tenant-register/src/main.tsx"],
  ];
  for (const [dir, file] of front) {
    it(`${dir}: fastify, pg, drizzle-orm, PGlite, node: built-ins, core and the BFF's code fail`, async () => {
      const code = [
        'import Fastify from "fastify";',
        'import pg from "pg";',
        'import { eq } from "drizzle-orm";',
        'import { PGlite } from "@electric-sql/pglite";',
        'import { readFileSync } from "node:fs";',
        'import { createCoreServer } from "@reg/core";',
        'import { appRouter } from "@reg/bff/router";',
        "export const all = [Fastify, pg, eq, PGlite, readFileSync, createCoreServer, appRouter];",
      ].join("\n");
      assert.equal(bans(await ruleIds(dir, file, code)), 7);
    });
  }

  it("takes the BFF as a type, and a test may use Node", async () => {
    const typeOnly =
      'import type { AppRouter } from "@reg/bff/router";\nexport type Router = AppRouter;\n';
    assert.equal(bans(await ruleIds("packages/api", "packages/api/src/index.ts", typeOnly)), 0);
    const test = 'import { readFileSync } from "node:fs";\nexport const read = readFileSync;\n';
    assert.equal(
      bans(await ruleIds("packages/ui", "packages/ui/src/forms/text-field.test.tsx", test)),
      0,
    );
  });

  it("keeps the layering: the design system never imports the shell or the feature", async () => {
    const code = 'import { bootFrontApp } from "@reg/front";\nexport const boot = bootFrontApp;\n';
    assert.equal(bans(await ruleIds("packages/ui", "packages/ui/src/index.ts", code)), 1);
    assert.equal(bans(await ruleIds("apps/web", "apps/web/src/router.tsx", code)), 0);
  });
});

describe("core", () => {
  const file = "apps/core/src/modules/payments/payment-deps.ts";

  it("enters another module only through its index.ts", async () => {
    const internal =
      'import * as taker from "../registration/slot-take/slot-taker";\nexport const t = taker;\n';
    assert.deepEqual(await ruleIds("apps/core", file, internal), ["modules/front-door"]);
    const door =
      'import * as registration from "../registration";\nexport const r = registration;\n';
    assert.deepEqual(await ruleIds("apps/core", file, door), []);
  });

  it("imports none of the front's packages", async () => {
    const code = 'import { mountTree } from "@reg/ui/testing";\nexport const m = mountTree;\n';
    assert.equal(bans(await ruleIds("apps/core", file, code)), 1);
  });
});

describe("process.env is read only in env.ts", () => {
  const code = "export const port = process.env.PORT;\n";

  it("fails anywhere else", async () => {
    assert.deepEqual(await ruleIds("apps/core", "apps/core/src/server.ts", code), [
      "no-restricted-properties",
    ]);
    assert.deepEqual(await ruleIds("bench", "bench/rush/database.ts", code), [
      "no-restricted-properties",
    ]);
    const meta = "export const mode = import.meta.env.MODE;\n";
    assert.deepEqual(await ruleIds("apps/web", "apps/web/src/router.tsx", meta), [
      "no-restricted-syntax",
    ]);
  });

  it("fails when taken through the process module or globalThis", async () => {
    const ways = [
      'import { env } from "node:process";\nexport const port = env.PORT;\n',
      'import proc from "node:process";\nexport const port = proc.env.PORT;\n',
      'import * as proc from "process";\nexport const port = proc.env.PORT;\n',
      'export { env } from "node:process";\n',
      'export const port = (await import("node:process")).env.PORT;\n',
      'const { env } = require("process");\nexport const port = env.PORT;\n',
      "export const port = globalThis.process.env.PORT;\n",
    ];
    for (const way of ways) {
      // A require in TypeScript is also no-require-imports; the ban is what this case is about.
      const ids = await ruleIds("apps/core", "apps/core/src/server.ts", way);
      assert.deepEqual(
        ids.filter((id) => id.startsWith("no-restricted")),
        ["no-restricted-syntax"],
        way,
      );
    }
    const destructured = "const { env } = process;\nexport const port = env.PORT;\n";
    assert.deepEqual(await ruleIds("apps/core", "apps/core/src/server.ts", destructured), [
      "no-restricted-properties",
    ]);
  });

  it("passes in env.ts", async () => {
    assert.deepEqual(await ruleIds("apps/core", "apps/core/src/env.ts", code), []);
    const module = 'import { env } from "node:process";\nexport const port = env.PORT;\n';
    assert.deepEqual(await ruleIds("apps/core", "apps/core/src/env.ts", module), []);
  });
});

describe("the type-aware rules", () => {
  it("find a floating promise, a non-null assertion and a switch missing a case", async () => {
    const code = [
      "export async function save(): Promise<void> {}",
      'export function go(kind: "a" | "b", items: string[]): number {',
      "  save();",
      "  const first = items[0]!;",
      "  switch (kind) {",
      '    case "a":',
      "      return first.length;",
      "  }",
      "  return 0;",
      "}",
    ].join("\n");
    const ids = await ruleIds("packages/domain", "packages/domain/src/index.ts", code);
    assert.deepEqual(ids.sort(), [
      "@typescript-eslint/no-floating-promises",
      "@typescript-eslint/no-non-null-assertion",
      "@typescript-eslint/switch-exhaustiveness-check",
    ]);
  });
});
