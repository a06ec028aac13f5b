export interface ProxyLayout {
  /** Where the proxy's own files go (pid, logs, buffers). */
  runDir: string;
  /** The public port every site is served on. */
  publicPort: number;
  /** The same sites over TLS (X-Forwarded-Proto https: the BFFs' cookies carry Secure there). */
  tls: { port: number; certPath: string; keyPath: string };
  /** The portal's host names (the first is the one printed). */
  portalHosts: readonly string[];
  /** The custom tenants' host names (their slim registration apps). */
  tenantHosts: readonly string[];
  /** Loopback port the BFFs reach core on: the proxy balances it over the core replicas. */
  coreUpstreamPort: number;
  bffPorts: readonly number[];
  corePorts: readonly number[];
  /**
   * The tRPC calls one address may make per minute across every BFF (0: no limit here). Each BFF
   * counts its own too (RATE_LIMIT_PER_MINUTE), which behind N of them would allow N times as many:
   * the proxy sees every call, so it holds the one budget.
   */
  perAddressPerMinute: number;
}

/** One line per call: who asked, which replica answered ($upstream_addr), the request id and the port it came in on. */
export const accessLogPath = (runDir: string): string => `${runDir}/nginx-access.log`;

/** Buffers and temp files the proxy writes; nginx checks every one of them at start. */
const TEMP_PATHS = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"] as const;

const upstream = (name: string, ports: readonly number[], keepalive: number): string => `
  upstream ${name} {
    least_conn;
${ports.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=3s;`).join("\n")}
    keepalive ${keepalive};
  }`;

/**
 * What every site's location passes on. A replica that refuses the connection or dies before
 * answering is skipped for the next one: "error" covers a call the dead process never answered,
 * which for a POST is safe only because nothing was sent when the connect failed — nginx retries a
 * non-idempotent call only then (proxy_next_upstream without non_idempotent).
 */
const PROXIED = `
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Request-Id $request_id;
      proxy_next_upstream error timeout;
      proxy_next_upstream_tries 2;
      proxy_connect_timeout 2s;
      proxy_read_timeout 60s;`;

/** `/trpc/` under the per-address budget; refused in the contract's shape, as a BFF's own limit does. */
const perAddressLimit = (perMinute: number): { zone: string; trpc: string } =>
  perMinute <= 0
    ? { zone: "", trpc: "" }
    : {
        zone: `
  limit_req_zone $binary_remote_addr zone=per_address:10m rate=${perMinute}r/m;
  limit_req_status 429;`,
        trpc: `
    location /trpc/ {
      limit_req zone=per_address burst=${perMinute} nodelay;
      error_page 429 = @too_many;
      proxy_pass http://bff_replicas;${PROXIED}
    }
    location @too_many {
      default_type application/json;
      add_header Cache-Control no-store always;
      return 429 '{"code":"TOO_MANY_ATTEMPTS"}';
    }`,
      };

/**
 * nginx in front of two BFFs and two cores (docs/operations.md "Running more than one process").
 * The public server serves each tenant on its host name (the BFF picks the portal or the tenant's
 * app by Host, core the tenant); any other host gets 404. Core is balanced on a loopback port of
 * its own, so a BFF reaches whichever core is alive.
 */
export function nginxConfig(layout: ProxyLayout): string {
  const { runDir } = layout;
  const sites = [...layout.portalHosts, ...layout.tenantHosts].join(" ");
  const limit = perAddressLimit(layout.perAddressPerMinute);
  return `# Written by ops/cluster (pnpm start:cluster); regenerated on every start.
worker_processes 1;
pid ${runDir}/nginx.pid;
error_log ${runDir}/nginx-error.log warn;
events {
  worker_connections 4096;
}
http {
  # $request_id is the id the BFF and core log the request under (reqId): one grep follows it.
  log_format replicas '$remote_addr [$time_local] "$host" "$request" $status $body_bytes_sent '
                      '$request_time $upstream_addr $upstream_status $request_id $server_port';
  access_log ${accessLogPath(runDir)} replicas buffer=64k flush=1s;
${TEMP_PATHS.map((kind) => `  ${kind}_temp_path ${runDir}/temp/${kind};`).join("\n")}
  # A photo for the participant form is a few MiB of base64 (the BFF checks the real limit).
  client_max_body_size 16m;
  server_tokens off;${limit.zone}
${upstream("bff_replicas", layout.bffPorts, 64)}
${upstream("core_replicas", layout.corePorts, 256)}

  ssl_certificate ${layout.tls.certPath};
  ssl_certificate_key ${layout.tls.keyPath};
  ssl_protocols TLSv1.2 TLSv1.3;
  ssl_session_cache shared:tls:10m;

  server {
    listen 127.0.0.1:${layout.publicPort} default_server;
    listen 127.0.0.1:${layout.tls.port} ssl default_server;
    server_name _;
    return 404;
  }

  server {
    listen 127.0.0.1:${layout.publicPort};
    listen 127.0.0.1:${layout.tls.port} ssl;
    server_name ${sites};
    location / {
      proxy_pass http://bff_replicas;${PROXIED}
    }${limit.trpc}
    # The acquirer's pages are the acquirer's, as on its own host: straight to core, where the
    # sandbox lives, not through a BFF; the site's cookies are none of its business (decision 0047).
    # Its pages only: the back office's refunds (JSON) stay out of the public site's reach.
    location ~ ^/sandbox/(checkout|qr|pay)/ {
      proxy_pass http://core_replicas;${PROXIED}
      proxy_set_header Cookie "";
    }
  }

  server {
    listen 127.0.0.1:${layout.coreUpstreamPort};
    location / {
      proxy_pass http://core_replicas;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_next_upstream error timeout;
      proxy_next_upstream_tries 2;
      proxy_connect_timeout 2s;
      proxy_read_timeout 60s;
    }
  }
}
`;
}

export const NGINX_TEMP_PATHS = TEMP_PATHS;
