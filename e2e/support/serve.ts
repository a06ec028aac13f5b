// The stack the journeys run against: the real core on a fresh embedded database (seeded) and the real BFF
// serving the built portal and, on their own hosts, the custom tenants' registration apps. Playwright starts
// this as its webServer and stops it after the run.
import { resolve } from "node:path";
import { createCoreServer } from "@reg/core";
import { createBffServer } from "@reg/bff";
import { createClockControl } from "./clock-control";
import { ClockLanes } from "./clock-lanes";
import { E2E_BFF_PORT, E2E_CLOCK_PORT, E2E_CORE_PORT } from "./ports";

const repoRoot = resolve(import.meta.dirname, "../..");

// Core's business clock: the real one, moved per journey on that journey's own lane (clock-lanes.ts).
const lanes = new ClockLanes();
const core = await createCoreServer({
  database: { kind: "pglite" },
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
const bff = await createBffServer({
  legacyUrl,
  port: E2E_BFF_PORT,
  webDist: resolve(repoRoot, "apps/web/dist"),
  // Each custom tenant's registration app on its own host, as scripts/start.sh serves them.
  hostApps: {
    "pionercup.localhost": resolve(repoRoot, "apps/tenant-register/dist/pionercup"),
    "fontanka.localhost": resolve(repoRoot, "apps/tenant-register/dist/fontanka"),
  },
  rateLimit: false,
  // Core's embedded database runs on this same event loop, so a slow statement or a GC pause on a
  // loaded CI machine reads as "overloaded" and a journey would get the heavy-load page. Shedding
  // is covered by the BFF's own tests.
  shedding: { maxEventLoopDelayMs: 0 },
  // The dev mail viewer at /dev/mail: journeys read the mailed password-reset link there.
  devMail: true,
});
const url = await bff.start();
console.log(`e2e stack: BFF ${url}, core ${legacyUrl}`);

const stop = async () => {
  clockControl.close();
  await bff.stop();
  await core.stop();
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
