import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { existsSync } from "node:fs";
import { chmod, mkdir, writeFile } from "node:fs/promises";
import { connect } from "node:net";
import { join } from "node:path";
import { accessLogPath, NGINX_TEMP_PATHS, nginxConfig, type ProxyLayout } from "./nginx-config";

const CANDIDATES = ["/usr/sbin/nginx", "/usr/local/sbin/nginx", "/usr/bin/nginx"];

/** Debian's nginx binary (scripts/ensure-nginx.sh installs it). */
export function findNginx(): string {
  const found = CANDIDATES.find((path) => existsSync(path));
  if (!found)
    throw new Error("nginx is not installed: run `bash scripts/ensure-nginx.sh` (Debian's nginx)");
  return found;
}

export interface Proxy {
  url: string;
  /** The same sites over TLS, and the certificate they present. */
  tlsUrl: string;
  certPath: string;
  /** The nginx.conf it runs with. */
  configPath: string;
  accessLogPath: string;
  stop(): Promise<void>;
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

/** Writes the configuration, checks it with `nginx -t`, runs nginx in the foreground. */
export async function startProxy(layout: ProxyLayout): Promise<Proxy> {
  const binary = findNginx();
  // Workers run as an unprivileged user when the master is root: they must reach their buffers.
  await chmod(layout.runDir, 0o755);
  for (const kind of NGINX_TEMP_PATHS) {
    const dir = join(layout.runDir, "temp", kind);
    await mkdir(dir, { recursive: true });
    await chmod(dir, 0o777);
  }
  const configPath = join(layout.runDir, "nginx.conf");
  await writeFile(configPath, nginxConfig(layout));
  const args = ["-p", layout.runDir, "-c", configPath, "-g", "daemon off;"];
  const check = spawnSync(binary, ["-t", ...args], { encoding: "utf8" });
  if (check.status !== 0) throw new Error(`nginx refused ${configPath}:\n${check.stderr}`);

  const child: ChildProcess = spawn(binary, args, { stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const deadline = Date.now() + 10_000;
  while (!(await accepts(layout.publicPort))) {
    if (child.exitCode !== null || Date.now() > deadline)
      throw new Error(`nginx did not start:\n${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url: `http://127.0.0.1:${layout.publicPort}`,
    tlsUrl: `https://localhost:${layout.tls.port}`,
    certPath: layout.tls.certPath,
    configPath,
    accessLogPath: accessLogPath(layout.runDir),
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, "exit");
      child.kill("SIGTERM");
      await exited;
    },
  };
}
