#!/usr/bin/env bash
# Everything CI checks, in the order a failure is cheapest to find: lint, types, unit + integration
# (core and BFF for real, on PGlite and on PostgreSQL), then the Playwright journeys in Chromium.
# Each phase's wall time is printed at the end, pass or fail, so a slow run says where its time went
# (issue 7).
set -euo pipefail
cd "$(dirname "$0")/.."
export CI="${CI:-true}" TURBO_TELEMETRY_DISABLED=1 TURBO_NO_UPDATE_NOTIFIER=1

timings=()
last=$SECONDS
# Keeps the wall time since the previous lap under the phase's name.
lap() {
  timings+=("$(printf '%-12s %4d s' "$1" $((SECONDS - last)))")
  last=$SECONDS
}
print_timings() { printf 'phase time: %s\n' "${timings[@]}"; }
trap print_timings EXIT

bash scripts/ensure-chromium.sh
bash scripts/ensure-poppler.sh
bash scripts/ensure-nginx.sh
# shellcheck source=ensure-postgres.sh
source scripts/ensure-postgres.sh
echo "PostgreSQL for tests: $TEST_DATABASE_URL"
lap chromium+pg

rm -rf test-results && mkdir -p test-results
pnpm exec turbo run lint typecheck --output-logs=errors-only --concurrency=2
lap lint+types
# Every source file as the formatter writes it (pnpm format fixes what this names).
pnpm exec prettier --check . --log-level warn
lap prettier
pnpm exec turbo run test --output-logs=full --concurrency=1 --force
lap tests
pnpm exec turbo run e2e --output-logs=full --concurrency=1
lap e2e
node scripts/summarize-tests.mjs
