import { join } from "node:path";
import { appRootOf } from "../app-root";

/** drizzle-kit's output, committed beside package.json; found from this module, so the working directory doesn't matter. */
export const MIGRATIONS_FOLDER = join(appRootOf(import.meta.url), "drizzle");
