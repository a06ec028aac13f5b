import { mkdir } from "node:fs/promises";
import { dirname } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import * as schema from "./schema";
import type { DatabaseHandle } from "./database";
import { lockDataDir } from "./data-dir-lock";
import { MIGRATIONS_FOLDER } from "./migrations-folder";

export interface PgliteHandle extends DatabaseHandle {
  /** The whole cluster as a gzipped tarball, to start other instances from (`loadDataDir`). */
  dump(): Promise<Blob>;
}

/** Embedded PostgreSQL (WASM, one connection) in a folder or in memory. */
export async function openPglite(options: {
  dataDir?: string;
  loadDataDir?: Blob;
}): Promise<PgliteHandle> {
  let unlock = async (): Promise<void> => undefined;
  if (options.dataDir !== undefined) {
    await mkdir(dirname(options.dataDir), { recursive: true });
    unlock = await lockDataDir(options.dataDir);
  }
  let client: PGlite;
  try {
    // The list's typo-tolerant search needs pg_trgm (migration 0005); the server has it built in.
    const extensions = { pg_trgm };
    client = await PGlite.create(
      options.dataDir,
      options.loadDataDir ? { loadDataDir: options.loadDataDir, extensions } : { extensions },
    );
  } catch (error) {
    await unlock();
    throw error;
  }
  const db = drizzle({ client, schema });
  return {
    db,
    kind: "pglite",
    poolStats: () => ({ total: 1 }),
    migrate: () => migrate(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close().finally(unlock),
    dump: () => client.dumpDataDir("gzip"),
  };
}
