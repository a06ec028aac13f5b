import { fork, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { resolve } from "node:path";
import { TEST_NOW } from "./clock";

export interface ChildCore {
  url: string;
  process: ChildProcess;
  /** SIGKILL: no shutdown of any kind, as a crash or the OOM killer ends it. */
  kill(): Promise<void>;
  /** SIGTERM, as a deploy stops it; resolves to the exit code once the process is gone. */
  terminate(): Promise<number | null>;
}

export interface ChildCoreOptions {
  /** The sandbox's callbacks this late. */
  callbackDelayMs?: number;
  /** Mail goes out through this SMTP server, the outbox worker running every 100 ms. */
  smtpUrl?: string;
  /** The business clock's fixed now (default TEST_NOW). */
  now?: Date;
}

/** Core on `databaseUrl` (PostgreSQL) in a child process, on a fixed clock and the tests' callback secret. */
export async function startChildCore(
  databaseUrl: string,
  options: ChildCoreOptions = {},
): Promise<ChildCore> {
  const child = fork(
    resolve(import.meta.dirname, "child-core-main.ts"),
    [
      JSON.stringify({
        databaseUrl,
        nowIso: (options.now ?? TEST_NOW).toISOString(),
        callbackDelayMs: options.callbackDelayMs ?? 0,
        smtpUrl: options.smtpUrl,
      }),
    ],
    { execArgv: ["--import", "tsx"], stdio: ["ignore", "inherit", "inherit", "ipc"] },
  );
  const [ready] = (await Promise.race([
    once(child, "message"),
    once(child, "exit").then(([code]) => {
      throw new Error(`core exited before it was ready (code ${String(code)})`);
    }),
  ])) as [{ url: string }];
  return {
    url: ready.url,
    process: child,
    kill: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, "exit");
      child.kill("SIGKILL");
      await exited;
    },
    terminate: async () => {
      const exited = once(child, "exit");
      child.kill("SIGTERM");
      const [code] = (await exited) as [number | null];
      return code;
    },
  };
}
