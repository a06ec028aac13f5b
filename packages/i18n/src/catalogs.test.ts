import { execFile } from "node:child_process";
import { cp, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterEach, describe, expect, it } from "vitest";
import { MESSAGE_SOURCES } from "../lingui.config";
import { cliEnv } from "./env";

const run = promisify(execFile);
const packageDir = decodeURIComponent(new URL("..", import.meta.url).pathname);
const linguiBin = join(packageDir, "node_modules", ".bin", "lingui");
const scratchDirs: string[] = [];

/**
 * A copy of the committed catalogs in a scratch folder with its own config, so the test can run the
 * real `extract` + `compile --strict` pipeline of the build without rewriting the repository.
 */
async function scratchCatalogs(
  extraSources: Record<string, string> = {},
  sources: readonly string[] = MESSAGE_SOURCES,
): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), "reg-i18n-"));
  scratchDirs.push(dir);
  await cp(join(packageDir, "src", "locales"), join(dir, "locales"), {
    recursive: true,
    filter: (source) => !source.endsWith(".ts"),
  });
  const include = [...sources];
  if (Object.keys(extraSources).length > 0) {
    await mkdir(join(dir, "extra"));
    for (const [name, text] of Object.entries(extraSources))
      await writeFile(join(dir, "extra", name), text);
    include.push(join(dir, "extra"));
  }
  const config = [
    `import { createLinguiConfig } from ${JSON.stringify(join(packageDir, "lingui.config.ts"))};`,
    `export default createLinguiConfig(${JSON.stringify({ catalogsDir: join(dir, "locales"), include })});`,
  ].join("\n");
  await writeFile(join(dir, "lingui.config.ts"), config);
  return dir;
}

async function lingui(dir: string, ...args: string[]): Promise<void> {
  // No colours: CI terminals get ANSI codes around lingui's report otherwise, and the test reads it.
  const env = cliEnv({ NO_COLOR: "1", FORCE_COLOR: "0" });
  await run(linguiBin, [...args, "--config", join(dir, "lingui.config.ts")], {
    cwd: packageDir,
    env,
  });
}

/** The build's pipeline: pick up every message in the sources, then refuse any untranslated one. */
async function extractAndCompileStrict(dir: string): Promise<void> {
  await lingui(dir, "extract", "--clean", "--workers", "1");
  await lingui(dir, "compile", "--strict", "--verbose", "--workers", "1");
}

afterEach(async () => {
  await Promise.all(scratchDirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

describe("the ru and en catalogs", () => {
  it("translate every message the front's sources contain", async () => {
    const dir = await scratchCatalogs();
    // On failure execFile's error carries lingui's list of the missing ids.
    await expect(extractAndCompileStrict(dir)).resolves.toBeUndefined();
  });

  it("fail the check as soon as a source holds a message nobody translated", async () => {
    // The new source alone: the pipeline is the same, without reading the whole front a second time
    // (which took this test past its limit on a busy machine); `--clean` drops the rest as obsolete.
    const dir = await scratchCatalogs(
      {
        "untranslated.ts": [
          'import { msg } from "@lingui/core/macro";',
          "export const fresh = msg`A sentence no catalog has seen yet`;",
        ].join("\n"),
      },
      [],
    );
    await expect(extractAndCompileStrict(dir)).rejects.toThrow(
      // Lingui 6 names the catalog before the id: "…/ru.po: <id>: (text)".
      /Missing translations[^\n]*:\s+(\S+: )?\S+: \(A sentence no catalog has seen yet\)\s*$/m,
    );
  });
});
