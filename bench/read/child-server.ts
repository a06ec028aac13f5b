import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { childServerEnv } from "../env";
import { defined } from "@reg/domain";

export interface ChildServer {
  name: string;
  url: string;
  stop(): Promise<void>;
}

const BENCH_DIR = fileURLToPath(new URL("..", import.meta.url));

/**
 * One server in its own Node process, as in production: each gets its own event loop, and the
 * runner's bookkeeping never steals time from the server being measured.
 */
export async function startChildServer(
  name: string,
  script: string,
  args: string[],
  nodeFlags: string[] = [],
): Promise<ChildServer> {
  const child: ChildProcess = spawn(
    process.execPath,
    [...nodeFlags, "--import", "tsx", script, ...args],
    {
      cwd: BENCH_DIR,
      env: childServerEnv(),
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  const lines = createInterface({ input: defined(child.stdout) });
  const url = await new Promise<string>((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`${name} exited with ${code} before it was up`)));
    lines.on("line", (line) => {
      try {
        const parsed = JSON.parse(line) as { url?: unknown };
        if (typeof parsed.url === "string") resolve(parsed.url);
      } catch {
        // Not the announcement; the server may print other things.
      }
    });
  });
  return {
    name,
    url,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = once(child, "exit");
      child.kill("SIGTERM");
      await exited;
    },
  };
}
