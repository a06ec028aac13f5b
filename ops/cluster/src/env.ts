import { z } from "zod";

/** pnpm start:cluster's settings (scripts/start-cluster.sh sets TEST_DATABASE_URL). */
const clusterEnvSchema = z.object({
  /** An admin URL of the PostgreSQL server (scripts/ensure-postgres.sh finds or starts one). */
  TEST_DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }),
  /** The cluster's database on that server, created when missing. */
  CLUSTER_DATABASE: z
    .string()
    .regex(/^[a-z_][a-z0-9_]*$/)
    .default("reg_cluster"),
  /** The proxy's public port. */
  CLUSTER_PORT: z.coerce.number().int().min(1).max(65_535).default(8080),
  /** The same sites over TLS. */
  CLUSTER_TLS_PORT: z.coerce.number().int().min(1).max(65_535).default(8443),
  /** The operator's certificate and key (PEM); a self-signed pair for the cluster's hosts when unset. */
  CLUSTER_TLS_CERT: z.string().min(1).optional(),
  CLUSTER_TLS_KEY: z.string().min(1).optional(),
  /** tRPC calls per minute one address may make across both BFFs (the proxy counts; 0: none). */
  CLUSTER_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(600),
});

export type ClusterEnv = z.infer<typeof clusterEnvSchema>;

export function loadClusterEnv(): ClusterEnv {
  return clusterEnvSchema.parse(process.env);
}

/** What a server process inherits (PATH, locale…) before its own settings are laid over it. */
export function inheritedEnv(): NodeJS.ProcessEnv {
  return { ...process.env };
}
