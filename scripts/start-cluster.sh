#!/usr/bin/env bash
# pnpm start:cluster — the production build past one machine: two cores and two BFFs on one
# PostgreSQL database behind nginx (docs/operations.md "Running more than one process").
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$PATH"
export TURBO_TELEMETRY_DISABLED=1 TURBO_NO_UPDATE_NOTIFIER=1
bash scripts/ensure-nginx.sh
# shellcheck source=ensure-postgres.sh
source scripts/ensure-postgres.sh
pnpm exec turbo run build --output-logs=errors-only
exec pnpm --filter @reg/cluster start
