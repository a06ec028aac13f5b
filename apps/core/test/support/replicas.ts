import { inject } from "vitest";
import { createCoreServer, type CoreServer, type CoreServerConfig } from "../../src/index";
import { createTestDatabase } from "../../src/testing/index";
import { TEST_NOW } from "./clock";

export interface Replicas {
  /** The cores, each with its own pool, all on the one database. */
  servers: CoreServer[];
  urls: string[];
  close(): Promise<void>;
}

/**
 * `count` real cores on ONE PostgreSQL database (a copy of the run's seeded template), as the
 * replicas behind the proxy run: whatever one counts, the others must see.
 */
export async function startReplicas(
  count: number,
  options: Omit<CoreServerConfig, "database"> = {},
): Promise<Replicas> {
  const database = await createTestDatabase({ template: inject("postgresTemplate") });
  const servers: CoreServer[] = [];
  const close = async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await database.drop();
  };
  try {
    for (let i = 0; i < count; i++)
      servers.push(
        await createCoreServer({
          now: () => TEST_NOW,
          seed: false,
          ...options,
          database: { kind: "postgres", url: database.url, poolSize: 4 },
        }),
      );
    const urls = await Promise.all(servers.map((server) => server.start()));
    return { servers, urls, close };
  } catch (error) {
    await close();
    throw error;
  }
}
