import { createCoreServer } from "@reg/core";
import { announce, stopOn } from "../../read/servers/announce";

const [url, pool] = process.argv.slice(2);
if (!url || !pool) throw new Error("usage: core.ts <database url> <pool size>");

// On the PostgreSQL server, migrated and seeded at start, as deployed; logins unlimited (one address signs everyone up).
const core = await createCoreServer({
  database: { kind: "postgres", url, poolSize: Number(pool) },
  port: 0,
  loginRateLimit: false,
  logger: false,
  // The admin listener on, as deployed: the figures include what measuring costs.
  metrics: { port: 0 },
});
announce(await core.start());
stopOn(() => core.stop());
