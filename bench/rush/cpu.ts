import { readdir, readFile } from "node:fs/promises";
import type pg from "pg";
import { defined } from "@reg/domain";

/** Clock ticks per second of /proc's CPU times (USER_HZ; 100 on Linux). */
const TICKS_PER_SECOND = 100;

interface ProcStat {
  pid: number;
  ppid: number;
  command: string;
  cpuSeconds: number;
}

async function procStat(pid: number): Promise<ProcStat | undefined> {
  try {
    const text = await readFile(`/proc/${pid}/stat`, "utf8");
    // "pid (comm) state ppid …": comm may hold spaces, so split after its closing parenthesis.
    const close = text.lastIndexOf(")");
    const fields = text.slice(close + 2).split(" ");
    const utime = Number(fields[11]);
    const stime = Number(fields[12]);
    return {
      pid,
      ppid: Number(fields[1]),
      command: text.slice(text.indexOf("(") + 1, close),
      cpuSeconds: (utime + stime) / TICKS_PER_SECOND,
    };
  } catch {
    return undefined;
  }
}

async function cmdline(pid: number): Promise<string> {
  try {
    return (await readFile(`/proc/${pid}/cmdline`, "utf8")).replaceAll("\0", " ");
  } catch {
    return "";
  }
}

/** Which processes are whose during the rush: this runner, each server (by its script), the database's backends. */
export async function rushProcesses(
  db: pg.Client,
  databaseName: string,
  scripts: Record<string, string>,
): Promise<Record<string, number[]>> {
  const groups: Record<string, number[]> = { runner: [process.pid], postgres: [] };
  for (const name of Object.keys(scripts)) groups[name] = [];
  for (const entry of await readdir("/proc")) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    const stat = await procStat(pid);
    if (stat?.ppid !== process.pid) continue;
    const line = await cmdline(pid);
    for (const [name, script] of Object.entries(scripts))
      if (line.includes(script)) defined(groups[name]).push(pid);
  }
  const backends = await db.query<{ pid: number }>(
    "select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
    [databaseName],
  );
  groups.postgres = backends.rows.map((row) => row.pid);
  return groups;
}

/** CPU seconds used so far by each group. */
export async function cpuSeconds(
  groups: Record<string, number[]>,
): Promise<Record<string, number>> {
  const totals: Record<string, number> = {};
  for (const [name, pids] of Object.entries(groups)) {
    let sum = 0;
    for (const pid of pids) sum += (await procStat(pid))?.cpuSeconds ?? 0;
    totals[name] = sum;
  }
  return totals;
}

/** Each process's CPU between two readings: seconds, share of one core over the phase, ms per call. */
export function cpuShares(
  before: Record<string, number>,
  after: Record<string, number>,
  phaseSeconds: number,
  calls: number,
): string {
  return Object.keys(after)
    .map((name) => {
      const used = (after[name] ?? 0) - (before[name] ?? 0);
      const share = Math.round((used / phaseSeconds) * 100);
      const perCall = ((used * 1000) / Math.max(calls, 1)).toFixed(2);
      return `${name} ${used.toFixed(2)} s (${share}% of a core, ${perCall} ms/call)`;
    })
    .join("; ");
}
