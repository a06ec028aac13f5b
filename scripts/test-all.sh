#!/usr/bin/env bash
# Everything CI checks, in the order a failure is cheapest to find: lint, types, unit + integration
# (core and BFF for real, on PGlite and on PostgreSQL), then the Playwright journeys in Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
export CI="${CI:-true}" TURBO_TELEMETRY_DISABLED=1 TURBO_NO_UPDATE_NOTIFIER=1

bash scripts/ensure-chromium.sh
# shellcheck source=ensure-postgres.sh
source scripts/ensure-postgres.sh
echo "PostgreSQL for tests: $TEST_DATABASE_URL"

rm -rf test-results && mkdir -p test-results
pnpm exec turbo run lint typecheck --output-logs=errors-only --concurrency=2
# Every source file as the formatter writes it (pnpm format fixes what this names).
pnpm exec prettier --check . --log-level warn
pnpm exec turbo run test --output-logs=full --concurrency=1 --force
pnpm exec turbo run e2e --output-logs=full --concurrency=1
node scripts/summarize-tests.mjs
