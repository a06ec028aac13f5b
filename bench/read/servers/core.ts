import { createCoreServer } from "@reg/core";
import { announce, stopOn } from "./announce";

// In-memory PGlite, seeded at start: the same data the BFF's reads are about.
const core = await createCoreServer({
  database: { kind: "pglite" },
  port: 0,
  loginRateLimit: false,
  logger: false,
  // The admin listener on, as deployed: the figures include what measuring costs.
  metrics: { port: 0 },
});
announce(await core.start());
stopOn(() => core.stop());
