import { randomBytes } from "node:crypto";
import { mkdir } from "node:fs/promises";
import { startProxy, type Proxy } from "./nginx";
import { clusterCertificate, type TlsFiles } from "./tls";
import { ServerProcess } from "./server-process";

/** The custom tenants' apps and the hosts they are served on (the seed's tenant hosts). */
export const TENANT_APPS: Readonly<Record<string, string>> = {
  "pionercup.localhost": "apps/tenant-register/dist/pionercup",
  "fontanka.localhost": "apps/tenant-register/dist/fontanka",
};
export const PORTAL_HOSTS = ["localhost", "127.0.0.1"] as const;

export interface ClusterPorts {
  /** The proxy's public port. */
  public: number;
  /** The proxy's TLS port: the same sites over https. */
  tls: number;
  /** The proxy's loopback port in front of the cores. */
  coreUpstream: number;
  core: readonly [number, number];
  bff: readonly [number, number];
  /** Each process's Prometheus listener, in the order core-1, core-2, bff-1, bff-2; none when absent. */
  metrics?: readonly [number, number, number, number];
}

export interface ClusterOptions {
  /** The PostgreSQL database every core replica shares. */
  databaseUrl: string;
  ports: ClusterPorts;
  /** Logs, the proxy's configuration and buffers. */
  runDir: string;
  /** Load the demo data (idempotent; both cores may do it at once, under an advisory lock). */
  seed: boolean;
  /** Extra environment for every core and every BFF (tests turn limits off here). */
  coreEnv?: Readonly<Record<string, string>>;
  bffEnv?: Readonly<Record<string, string>>;
  /** Start a process again when it dies (a process manager's job in a deployment). */
  supervise: boolean;
  /** tRPC calls per minute one address may make across both BFFs, counted by the proxy (0: none). */
  perAddressPerMinute: number;
  /** The operator's certificate and key for the TLS port; a self-signed pair when absent (tls.ts). */
  tlsFiles?: Partial<TlsFiles>;
}

export interface Cluster {
  /** The proxy: the portal at `url`, each tenant at its host on the same port. */
  url: string;
  cores: readonly [ServerProcess, ServerProcess];
  bffs: readonly [ServerProcess, ServerProcess];
  proxy: Proxy;
  stop(): Promise<void>;
}

/**
 * The production build as an operator deploys it past one machine: two core and two BFF processes
 * on one PostgreSQL database behind nginx. The replicas share nothing but the database: sessions,
 * slots, payments, the outbox and the limiters live there, so any replica answers any person.
 */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const { ports, runDir } = options;
  await mkdir(runDir, { recursive: true });
  /** Two replicas of `app`, each with the shared settings, its own port and metrics port. */
  const pair = (
    app: "core" | "bff",
    appPorts: readonly [number, number],
    metricsOffset: number,
    env: Readonly<Record<string, string>>,
  ): [ServerProcess, ServerProcess] => {
    const replica = (i: 0 | 1): ServerProcess => {
      const metrics = ports.metrics?.[metricsOffset + i];
      return new ServerProcess(
        {
          name: `${app}-${i + 1}`,
          app,
          port: appPorts[i],
          env: {
            NODE_ENV: "production",
            ...(metrics === undefined ? {} : { METRICS_PORT: String(metrics) }),
            ...env,
          },
        },
        runDir,
        options.supervise,
      );
    };
    return [replica(0), replica(1)];
  };
  const cores = pair("core", ports.core, 0, {
    DATABASE_URL: options.databaseUrl,
    SEED: String(options.seed),
    // The acquirer signs its callbacks with one secret every replica checks (any core may get one).
    PAYMENT_CALLBACK_SECRET: randomBytes(32).toString("hex"),
    PORTAL_URL: `http://localhost:${ports.public}`,
    ...options.coreEnv,
  });
  const bffs = pair("bff", ports.bff, 2, {
    LEGACY_URL: `http://127.0.0.1:${ports.coreUpstream}`,
    HOST_APPS: Object.entries(TENANT_APPS)
      .map(([host, dir]) => `${host}=${dir}`)
      .join(","),
    TRUST_PROXY: "true",
    ...options.bffEnv,
  });

  const started: { stop(): Promise<void> }[] = [];
  const stopAll = async (): Promise<void> => {
    await Promise.allSettled(started.splice(0).map((process) => process.stop()));
  };
  try {
    const tls = clusterCertificate(
      runDir,
      [...PORTAL_HOSTS, ...Object.keys(TENANT_APPS)],
      options.tlsFiles,
    );
    const proxy = await startProxy({
      runDir,
      publicPort: ports.public,
      tls: { port: ports.tls, ...tls },
      coreUpstreamPort: ports.coreUpstream,
      portalHosts: PORTAL_HOSTS,
      tenantHosts: Object.keys(TENANT_APPS),
      corePorts: ports.core,
      bffPorts: ports.bff,
      perAddressPerMinute: options.perAddressPerMinute,
    });
    started.push(proxy);
    // Both cores at once, as a deploy starts them: one migrates (and seeds), the other waits its turn.
    started.push(...cores);
    await Promise.all(cores.map((core) => core.start()));
    started.push(...bffs);
    await Promise.all(bffs.map((bff) => bff.start()));
    return {
      url: proxy.url,
      cores,
      bffs,
      proxy,
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
