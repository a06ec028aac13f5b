import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { LEGACY_CONTRACT, defined } from "@reg/domain";
import { startChildServer, type ChildServer } from "./child-server";
import { captureClientUrls, captureEventListUrl } from "./client-urls";
import { formatTable, type Row } from "./table";
import { wrk, type WrkResult } from "./wrk";

/**
 * pnpm bench:read — the read path under load, against its ceiling.
 * Core, the BFF and a bare Fastify route each run in their own Node process (as deployed; on two
 * cores an in-process bench would have the runner, the servers and wrk fight for one event loop).
 * Every target is warmed up, then loaded by wrk at 50 and 200 connections. Then the event list over
 * 5,000 more events (a bench-only seed): the BFF procedure with a search and two filters at 100
 * connections, its micro-cache off and on (issue 8). The last line is JSON.
 */
const { values } = parseArgs({
  // `pnpm bench:read -- --seconds 3` hands the "--" through; it separates nothing here.
  args: process.argv.slice(2).filter((arg) => arg !== "--"),
  options: {
    seconds: { type: "string", default: "10" },
    warmup: { type: "string", default: "2" },
    profile: { type: "boolean", default: false },
  },
});
const seconds = Number(values.seconds);
const warmupSeconds = Number(values.warmup);
const CONNECTIONS = [50, 200] as const;
const EVENT_LIST_5K_CONNECTIONS = 100;
/** A search and two filters, as a person narrowing the list would send them. */
const EVENT_LIST_5K_QUERY = {
  language: "ru",
  eventsLoaderType: "future",
  search: "марафон",
  sportType: "run",
  distanceMinKm: 5,
} as const;

interface Target {
  key: "bare" | "bffLiveCount" | "bffEventList" | "coreLiveCount" | "coreEventList";
  name: string;
  url: string;
  post?: boolean;
}

const servers: ChildServer[] = [];
async function stopAll(): Promise<void> {
  await Promise.all(servers.splice(0).map((server) => server.stop()));
}

try {
  const profileDir = values.profile
    ? await mkdtemp(join(tmpdir(), "reg-bench-profile-"))
    : undefined;
  const core = await startChildServer("core", "read/servers/core.ts", []);
  servers.push(core);
  const bffFlags = profileDir ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : [];
  const bff = await startChildServer("bff", "read/servers/bff.ts", [core.url], bffFlags);
  servers.push(bff);
  const bare = await startChildServer("bare", "read/servers/bare.ts", []);
  servers.push(bare);

  const client = await captureClientUrls(bff.url);
  const targets: Target[] = [
    { key: "bare", name: "bare Fastify JSON route", url: `${bare.url}/bare` },
    { key: "bffLiveCount", name: "BFF events.liveCount (tRPC)", url: client.liveCount },
    { key: "bffEventList", name: "BFF events.list (tRPC)", url: client.eventList },
    {
      key: "coreLiveCount",
      name: `core POST ${LEGACY_CONTRACT.liveCount.path}`,
      url: `${core.url}${LEGACY_CONTRACT.liveCount.path}`,
      post: true,
    },
    {
      key: "coreEventList",
      name: `core GET ${LEGACY_CONTRACT.listEvents.path}`,
      url: `${core.url}${LEGACY_CONTRACT.listEvents.path}?language=ru`,
    },
  ];
  console.log(`tRPC client URLs:\n  ${client.liveCount}\n  ${client.eventList}`);

  for (const target of targets)
    await wrk({ url: target.url, connections: 50, seconds: warmupSeconds, post: target.post });

  const rows: Row[] = [];
  const results = new Map<string, WrkResult>();
  for (const connections of CONNECTIONS) {
    for (const target of targets) {
      const result = await wrk({ url: target.url, connections, seconds, post: target.post });
      rows.push({ target: target.name, connections, result });
      results.set(`${target.key}@${connections}`, result);
    }
  }
  await stopAll();

  // The 5k list: its own core (the extra events would change the figures above) and two BFFs.
  const core5k = await startChildServer("core-5k", "read/servers/core-5k.ts", []);
  servers.push(core5k);
  const bffCacheOff = await startChildServer("bff-cache-off", "read/servers/bff.ts", [
    core5k.url,
    "cache-off",
  ]);
  servers.push(bffCacheOff);
  const bffCacheOn = await startChildServer("bff-cache-on", "read/servers/bff.ts", [core5k.url]);
  servers.push(bffCacheOn);
  const list5k = {
    off: await captureEventListUrl(bffCacheOff.url, EVENT_LIST_5K_QUERY),
    on: await captureEventListUrl(bffCacheOn.url, EVENT_LIST_5K_QUERY),
  };
  console.log(`5k event list URL:\n  ${list5k.off}`);
  const list5kRun = (url: string) => ({
    url,
    connections: EVENT_LIST_5K_CONNECTIONS,
    seconds,
    p95: true,
  });
  await wrk({ ...list5kRun(list5k.off), seconds: warmupSeconds });
  await wrk({ ...list5kRun(list5k.on), seconds: warmupSeconds });
  const cacheOff5k = await wrk(list5kRun(list5k.off));
  const cacheOn5k = await wrk(list5kRun(list5k.on));
  rows.push(
    {
      target: "BFF events.list, 5k events, search + 2 filters, cache off",
      connections: EVENT_LIST_5K_CONNECTIONS,
      result: cacheOff5k,
    },
    {
      target: "BFF events.list, 5k events, search + 2 filters, cache on",
      connections: EVENT_LIST_5K_CONNECTIONS,
      result: cacheOn5k,
    },
  );
  await stopAll();
  const p95Of = (result: WrkResult): number => Number(defined(result.p95Ms).toFixed(2));

  const at = (key: Target["key"], connections: number): WrkResult =>
    defined(results.get(`${key}@${connections}`));
  const ratioAt = (connections: number): number =>
    Math.min(at("bffLiveCount", connections).rps, at("bffEventList", connections).rps) /
    at("bare", connections).rps;

  console.log(`\n${formatTable(rows)}\n`);
  console.log(
    `5k event list at ${EVENT_LIST_5K_CONNECTIONS} connections: p95 ${p95Of(cacheOff5k)} ms cache off (target < 50: ${p95Of(cacheOff5k) < 50 ? "met" : "MISSED"}), ${p95Of(cacheOn5k)} ms cache on`,
  );
  console.log(
    `ratio (lower BFF figure / bare): ${ratioAt(50).toFixed(3)} at 50 connections, ${ratioAt(200).toFixed(3)} at 200`,
  );
  const ratio = ratioAt(200);
  console.log(`target ratio >= 0.25 at 200 connections: ${ratio >= 0.25 ? "met" : "MISSED"}`);
  if (profileDir) console.log(`BFF CPU profile: ${profileDir}`);
  const failures = rows.reduce((sum, row) => sum + row.result.failures, 0);
  if (failures > 0)
    console.log(
      `warning: ${failures} failed requests in total; those figures measure failures too`,
    );
  console.log(
    JSON.stringify({
      bareRps: Math.round(at("bare", 200).rps),
      bffLiveCountRps: Math.round(at("bffLiveCount", 200).rps),
      bffEventListRps: Math.round(at("bffEventList", 200).rps),
      ratio: Number(ratio.toFixed(3)),
      bffP99Ms: Number(
        Math.max(at("bffLiveCount", 200).p99Ms, at("bffEventList", 200).p99Ms).toFixed(2),
      ),
      eventList5kP95Ms: p95Of(cacheOff5k),
      eventList5kRps: Math.round(cacheOff5k.rps),
      eventList5kCacheOnP95Ms: p95Of(cacheOn5k),
      eventList5kCacheOnRps: Math.round(cacheOn5k.rps),
    }),
  );
} catch (error) {
  await stopAll();
  throw error;
}
