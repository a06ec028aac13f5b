import { spawn } from "node:child_process";
import { once } from "node:events";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { chromium } from "playwright-core";
import { defined } from "@reg/domain";
import { startChildServer, type ChildServer } from "../read/child-server";
import { measureFirstLoad } from "./first-load-js";
import { lighthouseScores, type Scores } from "./lighthouse-scores";

/**
 * pnpm bench:front — how fast the portal opens (issue 8): builds it, starts core (PGlite, demo
 * seed) and the BFF serving the build, then for `/`, `/events/future` and an event page prints the
 * first load's JavaScript (gzipped kB, every script the page fetched until the network was idle)
 * and Lighthouse's mobile performance and accessibility scores. The last line is JSON.
 * Run it alone (it builds and drives a browser): `flock /tmp/e2e.lock pnpm bench:front`.
 */
const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== "--"),
  options: { "no-build": { type: "boolean", default: false } },
});

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const DIST = fileURLToPath(new URL("../../apps/web/dist", import.meta.url));
const CHROMIUM = "/usr/bin/chromium";
const CHROMIUM_ARGS = [
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

async function run(command: string, args: string[]): Promise<void> {
  // The build's chatter goes to stderr: stdout ends with the one JSON line.
  const child = spawn(command, args, { cwd: ROOT, stdio: ["ignore", process.stderr, "inherit"] });
  const [code] = (await once(child, "exit")) as [number | null];
  if (code !== 0) throw new Error(`${command} ${args.join(" ")} exited with ${code}`);
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === "string") throw new Error("no port");
  return address.port;
}

/** An upcoming event of the demo seed, as the list shows it first. */
async function anEventCode(coreUrl: string): Promise<string> {
  const response = await fetch(
    `${coreUrl}/api/events/listFilter?eventsLoaderType=future&language=ru&limit=1`,
  );
  const list = (await response.json()) as { events: Array<{ code: string }> };
  return defined(list.events[0]).code;
}

const kb = (bytes: number): number => Math.round(bytes / 100) / 10;

if (!values["no-build"]) await run("pnpm", ["--filter", "@reg/web", "run", "build"]);

const servers: ChildServer[] = [];
try {
  const core = await startChildServer("core", "read/servers/core.ts", []);
  servers.push(core);
  const bff = await startChildServer("bff", "front/portal-bff.ts", [core.url, DIST]);
  servers.push(bff);
  const eventPath = `/event/${await anEventCode(core.url)}`;
  const pages = [
    { key: "home", path: "/" },
    { key: "events", path: "/events/future" },
    { key: "event", path: eventPath },
  ] as const;

  const port = await freePort();
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
  });
  const rows: Array<{ path: string; jsKb: number; scripts: number } & Scores> = [];
  try {
    for (const { path } of pages) {
      const url = `${bff.url}${path}`;
      // Once to warm the BFF's and core's caches (a real visitor rarely opens a cold server).
      await measureFirstLoad(browser, url, DIST);
      const load = await measureFirstLoad(browser, url, DIST);
      const scores = await lighthouseScores(url, port);
      rows.push({ path, jsKb: kb(load.gzipBytes), scripts: load.scripts.length, ...scores });
      process.stderr.write(`${path}: ${load.scripts.join(" ")}\n`);
      process.stderr.write(`${path}: LCP element ${scores.lcpElement}\n`);
    }
  } finally {
    await browser.close();
  }

  console.log(
    "page                              JS gz kB  scripts  perf  a11y   FCP ms   LCP ms   TBT ms    SI ms    CLS",
  );
  for (const row of rows) {
    const { fcpMs, lcpMs, tbtMs, siMs, cls } = row.metrics;
    console.log(
      [
        row.path.padEnd(34),
        String(row.jsKb).padStart(8),
        String(row.scripts).padStart(9),
        String(row.performance).padStart(6),
        String(row.accessibility).padStart(6),
        ...[fcpMs, lcpMs, tbtMs, siMs].map((ms) => String(ms).padStart(9)),
        String(cls).padStart(7),
      ].join(""),
    );
  }
  const [home, events, event] = rows;
  console.log(
    JSON.stringify({
      homeJsKb: defined(home).jsKb,
      eventsJsKb: defined(events).jsKb,
      eventJsKb: defined(event).jsKb,
      perfMin: Math.min(...rows.map((row) => row.performance)),
      a11yMin: Math.min(...rows.map((row) => row.accessibility)),
    }),
  );
} finally {
  for (const server of servers.reverse()) await server.stop();
}
