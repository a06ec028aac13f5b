import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { defined } from "@reg/domain";
/** The parts of V8's .cpuprofile this reads. */
interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

function isCpuProfile(value: unknown): value is CpuProfile {
  if (typeof value !== "object" || value === null) return false;
  const profile = value as Record<string, unknown>;
  return (
    Array.isArray(profile.nodes) &&
    Array.isArray(profile.samples) &&
    Array.isArray(profile.timeDeltas) &&
    typeof profile.startTime === "number"
  );
}

/** Where a frame's code comes from: an npm package, a workspace package, Node itself, or V8's own buckets. */
function origin(url: string, functionName: string): string {
  if (url === "") return functionName.startsWith("(") ? functionName : "(native)";
  if (url.startsWith("node:")) return "node internals";
  const pnpm = /node_modules\/\.pnpm\/[^/]+\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url);
  if (pnpm) return defined(pnpm[1]);
  const workspace = /\/(apps|packages)\/([^/]+)\/src\/(.+?)(?:\.[tj]s)?$/.exec(url);
  if (workspace) return `${workspace[1]}/${workspace[2]}/${defined(workspace[3]).split("/")[0]}`;
  return url.replace(/^file:\/\//, "");
}

export interface ProfileSummary {
  /** Sampled milliseconds in the window, idle excluded. */
  busyMs: number;
  byOrigin: [string, number][];
  byFunction: [string, number][];
}

/**
 * Self time per origin and per function of the samples taken between `fromUs` and `toUs` (the
 * monotonic clock V8's profiler and process.hrtime share), so only the take is looked at.
 */
export function summarize(profile: CpuProfile, fromUs: number, toUs: number): ProfileSummary {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const byOrigin = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let at = profile.startTime;
  let busy = 0;
  profile.samples.forEach((nodeId, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    at += delta;
    if (at < fromUs || at > toUs) return;
    const frame = nodes.get(nodeId);
    if (!frame || frame.functionName === "(idle)") return;
    const ms = delta / 1000;
    busy += ms;
    const from = origin(frame.url, frame.functionName);
    byOrigin.set(from, (byOrigin.get(from) ?? 0) + ms);
    const name = `${frame.functionName || "(anonymous)"} ${from}:${frame.lineNumber + 1}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
  });
  const top = (map: Map<string, number>, count: number): [string, number][] =>
    [...map].sort((a, b) => b[1] - a[1]).slice(0, count);
  return { busyMs: busy, byOrigin: top(byOrigin, 10), byFunction: top(byFunction, 12) };
}

/** The profiles each child wrote at exit (`--cpu-prof-dir`; one per thread: tsx's loader runs on its own), by the child's pid. */
export async function readProfiles(dir: string): Promise<Map<number, CpuProfile[]>> {
  const profiles = new Map<number, CpuProfile[]>();
  for (const file of await readdir(dir)) {
    const pid = /^CPU\.\d+\.\d+\.(\d+)\./.exec(file)?.[1];
    if (!pid || !file.endsWith(".cpuprofile")) continue;
    const parsed: unknown = JSON.parse(await readFile(join(dir, file), "utf8"));
    if (!isCpuProfile(parsed)) throw new Error(`${file} is not a V8 CPU profile`);
    profiles.set(Number(pid), [...(profiles.get(Number(pid)) ?? []), parsed]);
  }
  return profiles;
}

/** The thread that did the work in the window: the server's main thread, not the module loader's. */
export function busiestThread(
  profiles: readonly CpuProfile[],
  fromUs: number,
  toUs: number,
): ProfileSummary | undefined {
  const summaries = profiles.map((profile) => summarize(profile, fromUs, toUs));
  return summaries.sort((a, b) => b.busyMs - a.busyMs)[0];
}

export function formatSummary(name: string, summary: ProfileSummary): string {
  const pct = (ms: number): string => `${((ms / Math.max(summary.busyMs, 1)) * 100).toFixed(1)}%`;
  return [
    `  ${name}: ${summary.busyMs.toFixed(0)} ms busy in the take`,
    ...summary.byOrigin.map(([from, ms]) => `    ${pct(ms).padStart(6)}  ${from}`),
    "    top functions (self time):",
    ...summary.byFunction.map(([fn, ms]) => `    ${pct(ms).padStart(6)}  ${fn}`),
  ].join("\n");
}
