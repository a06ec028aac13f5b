import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { defined } from "@reg/domain";

const run = promisify(execFile);
const POST_SCRIPT = fileURLToPath(new URL("./post.lua", import.meta.url));
const P95_SCRIPT = fileURLToPath(new URL("./p95.lua", import.meta.url));

export interface WrkResult {
  rps: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  /** Non-2xx answers plus socket errors: a figure with many of these measures failures, not work. */
  failures: number;
  /** Only when the run asked for it (`p95`). */
  p95Ms?: number;
}

export interface WrkRun {
  url: string;
  connections: number;
  seconds: number;
  post?: boolean;
  /** Also report the 95th percentile (a GET only: the script replaces post.lua). */
  p95?: boolean;
}

const UNIT_MS: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000 };

function latencyMs(output: string, percentile: string): number {
  const match = new RegExp(`^\\s*${percentile}%\\s+([\\d.]+)(us|ms|s|m)\\s*$`, "m").exec(output);
  if (!match) throw new Error(`wrk printed no ${percentile}% latency:\n${output}`);
  return Number(match[1]) * defined(UNIT_MS[defined(match[2])]);
}

function p95Ms(output: string): number {
  const match = /^p95: ([\d.]+)ms$/m.exec(output);
  if (!match) throw new Error(`wrk printed no p95:\n${output}`);
  return Number(match[1]);
}

function count(output: string, pattern: RegExp): number {
  const match = pattern.exec(output);
  return match ? Number(match[1]) : 0;
}

/** Debian's wrk (two threads, one per core) against one URL; parsed, not just printed. */
export async function wrk(options: WrkRun): Promise<WrkResult> {
  const args = ["-t2", `-c${options.connections}`, `-d${options.seconds}s`, "--latency"];
  if (options.post) args.push("-s", POST_SCRIPT);
  else if (options.p95) args.push("-s", P95_SCRIPT);
  args.push(options.url);
  const { stdout } = await run("wrk", args, { maxBuffer: 1024 * 1024 });
  const rps = /Requests\/sec:\s+([\d.]+)/.exec(stdout);
  if (!rps) throw new Error(`wrk printed no Requests/sec:\n${stdout}`);
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(
    stdout,
  );
  const socketFailures = socketErrors
    ? socketErrors.slice(1).reduce((sum, n) => sum + Number(n), 0)
    : 0;
  return {
    rps: Number(rps[1]),
    p50Ms: latencyMs(stdout, "50"),
    p99Ms: latencyMs(stdout, "99"),
    requests: count(stdout, /(\d+) requests in/),
    failures: count(stdout, /Non-2xx or 3xx responses: (\d+)/) + socketFailures,
    ...(options.p95 ? { p95Ms: p95Ms(stdout) } : {}),
  };
}
