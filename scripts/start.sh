#!/usr/bin/env bash
# The whole product on the embedded database: builds the fronts and the two servers, starts core
# (PGlite in ./.data, migrated and seeded) and the BFF (which serves the built portal) from their
# JavaScript builds with plain node, as in production, and prints the URLs.
set -euo pipefail
cd "$(dirname "$0")/.."
# The pinned Node LTS (the `node` devDependency) before the machine's, also when run without pnpm.
export PATH="$PWD/node_modules/.bin:$PATH"
# node_modules/.bin/node is a shell wrapper that doesn't exec: start the binary itself, so the pid
# we keep is the server's and our signal reaches it.
NODE_BIN="$(node -p process.execPath)"
export TURBO_TELEMETRY_DISABLED=1 TURBO_NO_UPDATE_NOTIFIER=1
CORE_PORT="${CORE_PORT:-4001}"
BFF_PORT="${BFF_PORT:-4000}"
# Each server's Prometheus metrics, on an admin port of its own (docs/operations.md).
CORE_METRICS_PORT="${CORE_METRICS_PORT:-9401}"
BFF_METRICS_PORT="${BFF_METRICS_PORT:-9400}"

pnpm exec turbo run build --output-logs=errors-only

# The servers' request logs go to files, so the terminal keeps the URLs readable.
LOG_DIR=.data/logs
mkdir -p "$LOG_DIR"

pids=()
cleanup() { for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done; wait 2>/dev/null || true; }
trap cleanup EXIT INT TERM

wait_for() { # url name
  for _ in $(seq 1 120); do
    if curl -fsS "$1" >/dev/null 2>&1; then return 0; fi
    sleep 0.5
  done
  echo "$2 did not start; see $LOG_DIR/$2.log" >&2
  tail -n 20 "$LOG_DIR/$2.log" >&2
  exit 1
}

# exec: the pid we keep is the server's own node, which stops cleanly on our signal.
(cd apps/core && PORT="$CORE_PORT" METRICS_PORT="$CORE_METRICS_PORT" PORTAL_URL="http://localhost:$BFF_PORT" exec "$NODE_BIN" --enable-source-maps dist/main.js) >"$LOG_DIR/core.log" 2>&1 &
pids+=($!)
wait_for "http://127.0.0.1:$CORE_PORT/ready" core

# The custom tenants' registration apps, each on its own host (Chromium resolves *.localhost to loopback).
HOST_APPS="pionercup.localhost=apps/tenant-register/dist/pionercup,fontanka.localhost=apps/tenant-register/dist/fontanka"
(cd apps/bff && PORT="$BFF_PORT" METRICS_PORT="$BFF_METRICS_PORT" LEGACY_URL="http://127.0.0.1:$CORE_PORT" HOST_APPS="$HOST_APPS" exec "$NODE_BIN" --enable-source-maps dist/main.js) >"$LOG_DIR/bff.log" 2>&1 &
pids+=($!)
wait_for "http://127.0.0.1:$BFF_PORT/" bff

cat <<MSG

  The platform is running (embedded PostgreSQL in ./.data, demo data seeded):

    Portal            http://localhost:$BFF_PORT/
    Pioneer Cup       http://pionercup.localhost:$BFF_PORT/  e.g. http://pionercup.localhost:$BFF_PORT/pionercup-izmailovo/r5/register
    Fontanka          http://fontanka.localhost:$BFF_PORT/   e.g. http://fontanka.localhost:$BFF_PORT/fontanka-half-marathon/h21/register
    Dev mail viewer   http://localhost:$BFF_PORT/dev/mail  (the outbox: confirmations, password-reset links)
    BFF (tRPC)        http://localhost:$BFF_PORT/trpc
    Core (legacy API) http://127.0.0.1:$CORE_PORT/

    Demo login        demo@reg.local / demo12345
    Logs              $LOG_DIR/core.log, $LOG_DIR/bff.log  (JSON lines; one request's id is reqId in both)
    Metrics           http://127.0.0.1:$BFF_METRICS_PORT/metrics (BFF), http://127.0.0.1:$CORE_METRICS_PORT/metrics (core)
    Probes            /health and /ready on both servers
    Node              $("$NODE_BIN" -v) (apps/core/dist/main.js, apps/bff/dist/main.js)

  Press Ctrl+C to stop.

MSG
wait
