import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The folder of the package.json nearest above a module: the app's folder whether the module runs
 * as its source (src/db/…, under tsx or vitest) or bundled into dist/main.js, which sit at
 * different depths, so a fixed `../..` would be right for only one of them.
 */
export function appRootOf(moduleUrl: string): string {
  let dir = dirname(fileURLToPath(moduleUrl));
  while (!existsSync(join(dir, "package.json"))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`no package.json above ${fileURLToPath(moduleUrl)}`);
    dir = parent;
  }
  return dir;
}
