// The formatting check as pnpm lint and the test command run it: an unformatted file fails it.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";
import * as prettier from "prettier";
import config from "../index.js";

const repoFile = (path) => readFileSync(new URL(`../../../${path}`, import.meta.url), "utf8");

test("a file not as Prettier writes it fails the check, and passes once formatted", async () => {
  const options = { ...config, filepath: "packages/domain/src/example.ts" };
  const unformatted = "export const  limits = {max:10,windowMs:60_000}\n";
  assert.equal(await prettier.check(unformatted, options), false);
  assert.equal(await prettier.check(await prettier.format(unformatted, options), options), true);
});

test("pnpm lint and the test command both run prettier --check over the repository", () => {
  const { scripts } = JSON.parse(repoFile("package.json"));
  assert.match(scripts.lint, /prettier --check \./);
  assert.match(repoFile("scripts/test-all.sh"), /^pnpm exec prettier --check \./m);
});
