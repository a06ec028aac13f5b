#!/usr/bin/env bash
# Everything CI checks, in the order a failure is cheapest to find: lint, types, unit + integration
# (core and BFF for real, on PGlite and on PostgreSQL), then the Playwright journeys in Chromium.
# Each phase's wall time is printed at the end, so a slow run says where its time went (issue 7).
set -euo pipefail
cd "$(dirname "$0")/.."
export CI="${CI:-true}" TURBO_TELEMETRY_DISABLED=1 TURBO_NO_UPDATE_NOTIFIER=1

timings=()
# Runs one phase and keeps its wall time; a failing phase still fails the run (set -e).
phase() {
  local name="$1" start=$SECONDS
  shift
  "$@"
  timings+=("$(printf '%-12s %4d s' "$name" $((SECONDS - start)))")
}
print_timings() { printf 'phase time: %s\n' "${timings[@]}"; }
trap print_timings EXIT

phase chromium bash scripts/ensure-chromium.sh
# shellcheck source=ensure-postgres.sh
source scripts/ensure-postgres.sh
echo "PostgreSQL for tests: $TEST_DATABASE_URL"

rm -rf test-results && mkdir -p test-results
phase lint+types pnpm exec turbo run lint typecheck --output-logs=errors-only --concurrency=2
# Every source file as the formatter writes it (pnpm format fixes what this names).
phase prettier pnpm exec prettier --check . --log-level warn
phase tests pnpm exec turbo run test --output-logs=full --concurrency=1 --force
phase e2e pnpm exec turbo run e2e --output-logs=full --concurrency=1
node scripts/summarize-tests.mjs
