// The stack the journeys run against: the real core on a fresh embedded database (seeded) and the real BFF
// serving the built portal and, on their own hosts, the custom tenants' registration apps. Playwright starts
// this as its webServer and stops it after the run. Core runs in a child process (serve-core.ts), as it does
// in production beside the BFF, so neither's event loop waits on the other's.
import { fork } from "node:child_process";
import { once } from "node:events";
import { resolve } from "node:path";
import { createBffServer } from "@reg/bff";
import { E2E_BFF_PORT } from "./ports";

const repoRoot = resolve(import.meta.dirname, "../..");

const coreProcess = fork(resolve(import.meta.dirname, "serve-core.ts"), {
  execArgv: ["--import", "tsx"],
  stdio: "inherit",
});
const [ready] = (await Promise.race([
  once(coreProcess, "message"),
  once(coreProcess, "exit").then(([code]) => {
    throw new Error(`core exited before it was ready (code ${String(code)})`);
  }),
])) as [{ legacyUrl: string }];

const bff = await createBffServer({
  legacyUrl: ready.legacyUrl,
  port: E2E_BFF_PORT,
  webDist: resolve(repoRoot, "apps/web/dist"),
  // Each custom tenant's registration app on its own host, as scripts/start.sh serves them.
  hostApps: {
    "pionercup.localhost": resolve(repoRoot, "apps/tenant-register/dist/pionercup"),
    "fontanka.localhost": resolve(repoRoot, "apps/tenant-register/dist/fontanka"),
  },
  rateLimit: false,
  // On a loaded CI machine a GC pause reads as "overloaded" and a journey would get the heavy-load
  // page. Shedding is covered by the BFF's own tests.
  shedding: { maxEventLoopDelayMs: 0 },
  // The dev mail viewer at /dev/mail: journeys read the mailed password-reset link there.
  devMail: true,
});
const url = await bff.start();
console.log(`e2e stack: BFF ${url}, core ${ready.legacyUrl}`);
// Core gone means every journey after it would fail on a dead stack: stop with it.
coreProcess.on("exit", (code) => {
  console.error(`core exited (code ${String(code)})`);
  process.exit(1);
});

const stop = async () => {
  coreProcess.removeAllListeners("exit");
  coreProcess.kill("SIGTERM");
  await bff.stop();
  process.exit(0);
};
process.on("SIGINT", () => void stop());
process.on("SIGTERM", () => void stop());
