import { join } from "node:path";
import pg from "pg";
import { PORTAL_HOSTS, startCluster, TENANT_APPS, type ClusterPorts } from "./cluster";
import { loadClusterEnv } from "./env";
import { REPO_ROOT } from "./repo-root";

/**
 * pnpm start:cluster (after scripts/start-cluster.sh built everything and found PostgreSQL and
 * nginx): two cores and two BFFs from the production build on one PostgreSQL database behind nginx,
 * restarted when they die, until Ctrl+C.
 */
const env = loadClusterEnv();

async function ensureDatabase(adminUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const found = await admin.query("select 1 from pg_database where datname = $1", [name]);
    if (found.rowCount === 0) await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

const databaseUrl = await ensureDatabase(env.TEST_DATABASE_URL, env.CLUSTER_DATABASE);
const ports: ClusterPorts = {
  public: env.CLUSTER_PORT,
  tls: env.CLUSTER_TLS_PORT,
  coreUpstream: 4010,
  core: [4011, 4012],
  bff: [4021, 4022],
  metrics: [9411, 9412, 9421, 9422],
};
const runDir = join(REPO_ROOT, ".data", "cluster");
const cluster = await startCluster({
  databaseUrl,
  ports,
  runDir,
  seed: true,
  supervise: true,
  perAddressPerMinute: env.CLUSTER_RATE_LIMIT_PER_MINUTE,
  tlsFiles: { certPath: env.CLUSTER_TLS_CERT, keyPath: env.CLUSTER_TLS_KEY },
});

const site = (host: string): string => `http://${host}:${ports.public}/`;
const line = (label: string, value: string): string => `    ${label.padEnd(18)}${value}`;
console.log(
  [
    "",
    `  The platform is running as a cluster (PostgreSQL database ${env.CLUSTER_DATABASE}, demo data seeded):`,
    "",
    line("Portal", site(PORTAL_HOSTS[0])),
    ...Object.keys(TENANT_APPS).map((host) => line(host.split(".")[0] ?? host, site(host))),
    line("Portal over TLS", `https://${PORTAL_HOSTS[0]}:${String(ports.tls)}/`),
    line("Certificate", `${cluster.proxy.certPath} (self-signed unless CLUSTER_TLS_CERT is set)`),
    line("Proxy", `nginx, ${cluster.proxy.configPath}`),
    ...[...cluster.cores, ...cluster.bffs].map((server) =>
      line(server.spec.name, `${server.url} (pid ${String(server.pid)})`),
    ),
    line("Metrics", "http://127.0.0.1:{9411,9412,9421,9422}/metrics"),
    line("Logs", `${runDir}/{core-1,core-2,bff-1,bff-2,nginx-access}.log`),
    line("Demo login", "demo@reg.local / demo12345"),
    "",
    "  Kill any one process (kill -9 <pid>): the proxy sends its traffic to the other, and it is",
    "  started again a second later. Press Ctrl+C to stop.",
    "",
  ].join("\n"),
);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    void cluster.stop().finally(() => process.exit(0));
  });
}
