import { rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { createPgliteTemplate } from "../../src/testing/index";
import { TEST_NOW } from "./clock";

declare module "vitest" {
  export interface ProvidedContext {
    /** A seeded PGlite tarball every test file clones (see startCore). */
    pgliteTemplatePath: string;
  }
}

/** Builds the PGlite template once per run: each file then starts in ~0.7 s instead of ~4 s. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const template = await createPgliteTemplate({ now: TEST_NOW });
  const path = join(tmpdir(), `reg-core-pglite-${process.pid}.tar.gz`);
  await writeFile(path, Buffer.from(await template.arrayBuffer()));
  project.provide("pgliteTemplatePath", path);
  return () => rm(path, { force: true });
}
