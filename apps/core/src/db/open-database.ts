import type { DatabaseConfig, DatabaseHandle } from "./database";
import { openPglite } from "./open-pglite";
import { openPostgres } from "./open-postgres";

export async function openDatabase(config: DatabaseConfig): Promise<DatabaseHandle> {
  if (config.kind === "pglite") return openPglite(config);
  return openPostgres(config);
}
