import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { createWriteStream } from "node:fs";
import { join } from "node:path";
import { inheritedEnv } from "./env";
import { REPO_ROOT } from "./repo-root";

export interface ServerSpec {
  /** e.g. `core-1`: the log file's name and how the cluster names the process. */
  name: string;
  app: "core" | "bff";
  port: number;
  env: Readonly<Record<string, string>>;
}

/** How long a supervised process that died waits before it is started again. */
const RESTART_DELAY_MS = 1_000;

const READY_TIMEOUT_MS = 120_000;

/**
 * One built server (`apps/<app>/dist/main.js`) run with plain node as a deployment runs it, its
 * log lines appended to `<logDir>/<name>.log`. Supervised, it is started again after it dies
 * without being asked to stop, as systemd's Restart=on-failure would.
 */
export class ServerProcess {
  #child: ChildProcess | undefined;
  #stopping = false;
  /** Starts after a crash; the last one's promise, for whoever waits for the process to be back. */
  #restarting: Promise<void> | undefined;

  constructor(
    readonly spec: ServerSpec,
    private readonly logDir: string,
    private readonly supervised = false,
  ) {}

  get pid(): number | undefined {
    return this.#child?.pid;
  }

  /** Resolves when a crashed supervised process is ready again (at once when it never crashed). */
  async restarted(): Promise<void> {
    await this.#restarting;
  }

  get url(): string {
    return `http://127.0.0.1:${this.spec.port}`;
  }

  get running(): boolean {
    return this.#child !== undefined && this.#child.exitCode === null && !this.#child.killed;
  }

  /** Starts the process and waits until its /ready answers 200 (core: database reachable, migrated). */
  async start(): Promise<void> {
    this.#stopping = false;
    const log = createWriteStream(join(this.logDir, `${this.spec.name}.log`), { flags: "a" });
    const child = spawn(process.execPath, ["--enable-source-maps", "dist/main.js"], {
      cwd: join(REPO_ROOT, "apps", this.spec.app),
      env: { ...inheritedEnv(), ...this.spec.env, PORT: String(this.spec.port), HOST: "127.0.0.1" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout.pipe(log);
    child.stderr.pipe(log);
    this.#child = child;
    child.once("exit", () => {
      if (!this.supervised || this.#stopping || this.#child !== child) return;
      const restarting = new Promise((resolve) => setTimeout(resolve, RESTART_DELAY_MS)).then(() =>
        this.#stopping ? undefined : this.start(),
      );
      restarting.catch(() => undefined); // its log says why; restarted() hands it to a waiter
      this.#restarting = restarting;
    });
    const exited = once(child, "exit").then(([code]) =>
      Promise.reject(
        new Error(`${this.spec.name} exited (${String(code)}) before it was ready; see its log`),
      ),
    );
    exited.catch(() => undefined); // read by the race below only; a later exit is not an error here
    try {
      await Promise.race([this.#untilReady(), exited]);
    } catch (error) {
      await this.kill();
      throw error;
    }
  }

  /** SIGKILL: a crash, nothing finished or cleaned up. */
  async kill(): Promise<void> {
    await this.#signal("SIGKILL");
  }

  /** SIGTERM: the graceful stop a deploy or a process manager asks for; never restarted. */
  async stop(): Promise<void> {
    this.#stopping = true;
    await this.#restarting?.catch(() => undefined);
    await this.#signal("SIGTERM");
  }

  async #signal(signal: NodeJS.Signals): Promise<void> {
    const child = this.#child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, "exit");
    child.kill(signal);
    await exited;
  }

  async #untilReady(): Promise<void> {
    const deadline = Date.now() + READY_TIMEOUT_MS;
    while (Date.now() < deadline) {
      try {
        const answer = await fetch(`${this.url}/ready`);
        await answer.arrayBuffer();
        if (answer.ok) return;
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`${this.spec.name} was not ready within ${READY_TIMEOUT_MS / 1000} s`);
  }
}
