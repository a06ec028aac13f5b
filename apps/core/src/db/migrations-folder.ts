import { fileURLToPath } from "node:url";

/** drizzle-kit's output, committed; resolved from this file so the working directory doesn't matter. */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL("../../drizzle", import.meta.url));
