import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import type pg from "pg";

const run = promisify(execFile);

/**
 * The one-hot-race slot take as bare SQL: one race row every client updates (the rush's hot row),
 * a registration row inserted, one transaction. Its own tables, so core's data is untouched.
 */
const SETUP = `
  create table rush_pgbench_race (id integer primary key, capacity integer not null, taken integer not null default 0, check (taken <= capacity));
  insert into rush_pgbench_race values (1, 2000000000, 0);
  create table rush_pgbench_registration (id bigint generated always as identity primary key, race_id integer not null, user_id integer not null, created_at timestamptz not null default now());
`;

const SCRIPT = `\\set uid random(1, 100000000)
BEGIN;
UPDATE rush_pgbench_race SET taken = taken + 1 WHERE id = 1 AND taken < capacity;
INSERT INTO rush_pgbench_registration (race_id, user_id) VALUES (1, :uid);
COMMIT;
`;

export interface PgbenchRun {
  clients: number;
  tps: number;
}

/** Where pgbench is: on PATH, else Debian's versioned folder. */
async function pgbenchPath(): Promise<string> {
  try {
    await run("pgbench", ["--version"]);
    return "pgbench";
  } catch {
    return "/usr/lib/postgresql/15/bin/pgbench";
  }
}

/** Runs the script at each client count against `databaseUrl`; tps excludes connection set-up. */
export async function pgbenchSlotTakes(
  db: pg.Client,
  databaseUrl: string,
  clientCounts: readonly number[],
  seconds: number,
): Promise<PgbenchRun[]> {
  await db.query(SETUP);
  const dir = await mkdtemp(join(tmpdir(), "reg-rush-pgbench-"));
  const script = join(dir, "slot-take.sql");
  await writeFile(script, SCRIPT);
  const binary = await pgbenchPath();
  try {
    const runs: PgbenchRun[] = [];
    for (const clients of clientCounts) {
      const threads = String(Math.min(clients, 2));
      const { stdout } = await run(binary, [
        "-n",
        "-f",
        script,
        "-c",
        String(clients),
        "-j",
        threads,
        "-T",
        String(seconds),
        databaseUrl,
      ]);
      const match = /tps = ([\d.]+) \(without initial connection time\)/.exec(stdout);
      if (!match) throw new Error(`pgbench printed no tps:\n${stdout}`);
      runs.push({ clients, tps: Number(match[1]) });
    }
    return runs;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
