import { randomBytes } from "node:crypto";
import pg from "pg";
import { benchDatabaseServerUrl } from "../env";

export interface BenchDatabase {
  /** The fresh database's URL: core, pgbench and the checks all use it. */
  url: string;
  name: string;
  drop(): Promise<void>;
}

/** DATABASE_URL's server, else the local one (bench/env.ts). */
export function serverUrl(): string {
  return benchDatabaseServerUrl;
}

async function admin(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A new, uniquely named database on the server, so a run never sees an earlier run's rows. */
export async function createBenchDatabase(server: string): Promise<BenchDatabase> {
  // Lower-case letters, digits and underscores only: safe to quote into DDL.
  const name = `reg_rush_${Date.now().toString(36)}_${randomBytes(3).toString("hex")}`;
  await admin(server, `create database "${name}"`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: () => admin(server, `drop database if exists "${name}" with (force)`),
  };
}

/** One connection for the runner's own setup and checks (never during the timed phase). */
export async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
}
