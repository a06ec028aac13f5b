// Core and its embedded database in a process of their own, started by serve.ts: PGlite runs every
// statement on its process's event loop, and on a busy two-core machine a long one would otherwise
// stall the BFF's pages and calls too (issue 7 item 5). Also holds the test-only clock control,
// since the business clock is core's.
import { createCoreServer, type DatabaseConfig } from "@reg/core";
import { createTestDatabase, type TestDatabase } from "@reg/core/testing";
import { createClockControl } from "./clock-control";
import { ClockLanes } from "./clock-lanes";
import { e2eServerDatabaseUrl } from "../env";
import { E2E_BFF_PORT, E2E_CLOCK_PORT, E2E_CORE_PORT } from "./ports";

// Core's business clock: the real one, moved per journey on that journey's own lane (clock-lanes.ts).
const lanes = new ClockLanes();
const serverUrl = e2eServerDatabaseUrl();
const serverDatabase: TestDatabase | undefined = serverUrl
  ? await createTestDatabase({ serverUrl })
  : undefined;
const database: DatabaseConfig = serverDatabase
  ? { kind: "postgres", url: serverDatabase.url }
  : { kind: "pglite" };
const core = await createCoreServer({
  database,
  port: E2E_CORE_PORT,
  seed: true,
  now: lanes.now,
  // Every journey signs in from 127.0.0.1; the limit itself is covered by core's tests.
  loginRateLimit: { max: 10_000, windowMs: 60_000 },
  // The outbox for the dev mail viewer (/dev/mail on the BFF), and mailed links to this stack's portal.
  devEndpoints: true,
  portalUrl: `http://localhost:${E2E_BFF_PORT}`,
});
// Before listening: every request of core runs on the lane its cookie names.
core.app.addHook("onRequest", (request, _reply, done) => lanes.enter(request.headers.cookie, done));
const legacyUrl = await core.start();
const clockControl = createClockControl({ lanes, sweep: () => core.sweepExpired() });
await new Promise<void>((resolveListening) =>
  clockControl.listen(E2E_CLOCK_PORT, "127.0.0.1", resolveListening),
);

const stop = async () => {
  clockControl.close();
  await core.stop();
  await serverDatabase?.drop();
  process.exit(0);
};
process.on("SIGINT", () => void stop());
process.on("SIGTERM", () => void stop());
// The parent going away (killed, crashed) closes the channel: nothing is left holding the ports.
process.on("disconnect", () => void stop());
console.log(`e2e core on ${database.kind}`);
process.send?.({ legacyUrl });
