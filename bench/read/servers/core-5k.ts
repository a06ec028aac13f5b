import { createCoreServer } from "@reg/core";
import { seedBenchEvents } from "@reg/core/testing";
import { announce, stopOn } from "./announce";

/** How many extra events the event-list figures are measured over (issue 8). */
const BENCH_EVENT_COUNT = 5_000;

// In-memory PGlite with the demo data and 5,000 bench-only events on top. Core's own read-through
// cache stays at its default, as deployed: only the BFF's micro-cache is switched per run.
const core = await createCoreServer({
  database: { kind: "pglite" },
  port: 0,
  loginRateLimit: false,
  logger: false,
  // The admin listener on, as deployed: the figures include what measuring costs.
  metrics: { port: 0 },
});
await seedBenchEvents(core.db, { count: BENCH_EVENT_COUNT, now: new Date() });
announce(await core.start());
stopOn(() => core.stop());
