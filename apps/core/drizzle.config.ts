import { defineConfig } from "drizzle-kit";

/** Generates the SQL migrations under drizzle/ from the schema; they are committed and applied at start. */
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/db/schema/index.ts",
  out: "./drizzle",
  strict: true,
  verbose: true,
});
