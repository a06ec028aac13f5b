import { execFile } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { z } from "zod";

const run = promisify(execFile);

export interface PgTools {
  pgDump: string;
  pgRestore: string;
  /** The client tools' major version, e.g. 15. */
  major: number;
}

async function majorOf(binary: string): Promise<number | undefined> {
  try {
    const { stdout } = await run(binary, ["--version"]);
    const match = /\(PostgreSQL\)\s+(\d+)/.exec(stdout);
    return match?.[1] ? Number(match[1]) : undefined;
  } catch {
    return undefined;
  }
}

/** The server's major version (server_version_num 150020 → 15). */
export async function serverMajor(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query("select current_setting('server_version_num') as v");
    const version = Number(z.object({ v: z.string() }).parse(result.rows[0]).v);
    return Math.floor(version / 10_000);
  } finally {
    await client.end();
  }
}

/**
 * pg_dump and pg_restore that can read the server: pg_dump refuses a server newer than itself, so
 * Debian's versioned folders (/usr/lib/postgresql/<major>/bin) are tried first, the server's own
 * major, then newer ones, and PATH last; the first whose pg_dump is at least the server's major wins.
 */
export async function findPgTools(serverUrl: string): Promise<PgTools> {
  const server = await serverMajor(serverUrl);
  const root = "/usr/lib/postgresql";
  const versioned = existsSync(root)
    ? readdirSync(root)
        .map(Number)
        .filter((major) => Number.isInteger(major) && major >= server)
        .sort((a, b) => a - b)
        .map((major) => join(root, String(major), "bin"))
    : [];
  const candidates = [
    ...versioned.map((bin) => ({
      pgDump: join(bin, "pg_dump"),
      pgRestore: join(bin, "pg_restore"),
    })),
    { pgDump: "pg_dump", pgRestore: "pg_restore" },
  ];
  for (const tools of candidates) {
    const major = await majorOf(tools.pgDump);
    if (major !== undefined && major >= server && (await majorOf(tools.pgRestore)) === major)
      return { ...tools, major };
  }
  throw new Error(
    `no pg_dump/pg_restore of PostgreSQL ${server} or newer (tried ${root} and PATH)`,
  );
}

export async function pgDump(tools: PgTools, url: string, file: string): Promise<void> {
  await run(tools.pgDump, ["--format=custom", "--file", file, "--dbname", url]);
}

/** Into an empty database; objects owned by whoever restores, as on a fresh server. */
export async function pgRestore(tools: PgTools, url: string, file: string): Promise<void> {
  await run(tools.pgRestore, ["--no-owner", "--exit-on-error", "--dbname", url, file]);
}
