import { databaseConfigFromEnv } from "../database-config-from-env";
import { loadEnv } from "../env";
import { openDatabase } from "./open-database";
import { seedDatabase } from "./seed";

/** `pnpm --filter @reg/core seed`: migrate and seed the database of the environment, then exit. */
const database = await openDatabase(databaseConfigFromEnv(loadEnv()));
try {
  await database.migrate();
  const summary = await seedDatabase(database.db, { now: new Date() });
  process.stdout.write(
    `seeded ${summary.events} events for ${summary.moscowDate} (${database.kind})\n`,
  );
} finally {
  await database.close();
}
