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
  /** `pg_ctl restart -m immediate`: every backend killed at once, crash recovery, then up again. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

function binDir(): string {
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
async function run(command: string): Promise<void> {
  // Asynchronous: the servers under test share this process and must go on meanwhile.
  if (process.getuid?.() === 0) await promisify(execFile)("su", ["postgres", "-c", command]);
  else await promisify(execFile)("sh", ["-c", command]);
}

export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const bin = binDir();
  const dir = mkdtempSync(join(tmpdir(), "reg-pg-fault-"));
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync("id", ["-u", "postgres"]).toString().trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"]).toString().trim());
    chownSync(dir, uid, gid);
  }
  const port = await freePort();
  const data = join(dir, "data");
  await run(`${bin}/initdb -D ${data} -U postgres --auth=trust -E UTF8 --locale=C.UTF-8`);
  const ctl = (action: string) =>
    run(
      `${bin}/pg_ctl -D ${data} -o '-p ${port} -k ${dir} -c listen_addresses=127.0.0.1' -l ${dir}/log -w ${action}`,
    );
  await ctl("start");
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    restart: () => ctl("-m immediate restart"),
    stop: async () => {
      await ctl("-m fast stop");
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
