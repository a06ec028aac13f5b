import { execFile, execFileSync } from "node:child_process";
import { promisify } from "node:util";
import { mkdtempSync, readdirSync, rmSync, chownSync } from "node:fs";
import { createServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** A PostgreSQL server of the test's own, so the test may restart it (the shared one it may not). */
export interface ThrowawayPostgres {
  /** The `postgres` database's URL on it. */
  url: string;
  port: number;
  /** `pg_ctl restart -m immediate`: every backend killed at once, crash recovery, then up again. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

/** The role a standby streams with (`startStreamingReplica`), made on a server started with `replication`. */
export const REPLICATION_ROLE = "replicator";

export function binDir(): string {
  const versions = readdirSync("/usr/lib/postgresql").sort();
  const newest = versions.at(-1);
  if (!newest) throw new Error("no PostgreSQL server binaries under /usr/lib/postgresql");
  return `/usr/lib/postgresql/${newest}/bin`;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** initdb refuses root, so as root its commands run as the `postgres` user (scripts/ensure-postgres.sh does the same). */
export async function run(command: string): Promise<void> {
  // Asynchronous: the servers under test share this process and must go on meanwhile.
  if (process.getuid?.() === 0) await promisify(execFile)("su", ["postgres", "-c", command]);
  else await promisify(execFile)("sh", ["-c", command]);
}

/** A folder the server's user owns (pg_ctl, initdb and pg_basebackup write there). */
function serverDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync("id", ["-u", "postgres"]).toString().trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"]).toString().trim());
    chownSync(dir, uid, gid);
  }
  return dir;
}

/**
 * Starts the cluster `fill` makes in `<dir>/data` (initdb, or a base backup) on a free port.
 * `settings`: extra `-c name=value` for the server.
 */
async function startCluster(
  prefix: string,
  fill: (data: string) => Promise<void>,
  settings: string[] = [],
): Promise<ThrowawayPostgres> {
  const dir = serverDir(prefix);
  const port = await freePort();
  const data = join(dir, "data");
  await fill(data);
  const options = [`-p ${port}`, `-k ${dir}`, "-c listen_addresses=127.0.0.1", ...settings];
  const ctl = (action: string) =>
    run(`${binDir()}/pg_ctl -D ${data} -o '${options.join(" ")}' -l ${dir}/log -w ${action}`);
  await ctl("start");
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    restart: () => ctl("-m immediate restart"),
    stop: async () => {
      await ctl("-m fast stop");
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * `replication`: a primary a standby can stream from — WAL for a replica, senders for it, and a
 * replication role (initdb's `--auth=trust` already lets replication connections in from 127.0.0.1).
 */
export async function startThrowawayPostgres(
  options: { replication?: boolean } = {},
): Promise<ThrowawayPostgres> {
  const bin = binDir();
  const server = await startCluster(
    "reg-pg-fault-",
    (data) => run(`${bin}/initdb -D ${data} -U postgres --auth=trust -E UTF8 --locale=C.UTF-8`),
    options.replication ? ["-c wal_level=replica", "-c max_wal_senders=4"] : [],
  );
  if (options.replication)
    await run(
      `${bin}/psql -h 127.0.0.1 -p ${server.port} -U postgres -qc "create role ${REPLICATION_ROLE} with replication login"`,
    );
  return server;
}

/**
 * A hot standby of `primary` (started with `replication`), as the runbook makes one: `pg_basebackup
 * -R` (which writes `standby.signal` and `primary_conninfo`) into a data folder of its own, started
 * on another port with `hot_standby=on`, streaming from then on.
 */
export async function startStreamingReplica(
  primary: ThrowawayPostgres,
): Promise<ThrowawayPostgres> {
  const bin = binDir();
  return startCluster(
    "reg-pg-replica-",
    (data) =>
      run(
        `${bin}/pg_basebackup -h 127.0.0.1 -p ${primary.port} -U ${REPLICATION_ROLE} -D ${data} -R -X stream -c fast`,
      ),
    ["-c hot_standby=on"],
  );
}
