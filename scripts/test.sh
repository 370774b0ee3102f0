#!/usr/bin/env bash
# `npm test`: every check and every test, as CI runs them.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1

# Each stage's start and the seconds since the first, so a slow CI run shows where time went.
started=$SECONDS
stage() { echo "== [$(date -u +%H:%M:%S), +$((SECONDS - started)) s] $1"; }
build_pid=''
half_pids=()
# A failed stage ends the run: what was started in the background ends with it.
trap 'status=$?; for pid in $build_pid "${half_pids[@]}"; do kill -- -"$pid" 2>/dev/null; done; stage "done (exit $status)"' EXIT

stage "Lock file complete for npm ci"
node scripts/checks/lockfilePlatforms.mjs

# These rewrite generated files in place (identical when current): before the build reads them.
stage "Payload types match the collections"
bash scripts/checks/checkPayloadTypes.sh

stage "Admin import map is current"
bash scripts/checks/checkImportMap.sh

stage "Migrations match the collections"
bash scripts/checks/checkMigrations.sh

# The production build (which type-checks the whole project, tests included) runs beside the
# integration tests, which wait on PostgreSQL, child processes and timers much of their time.
stage "Types and production build: started in the background (its log follows the integration tests)"
build_log=$(mktemp)
# Its own process group, so a failed stage can end it whole.
NEXT_BUILD_CACHE=off setsid npx next build > "$build_log" 2>&1 &
build_pid=$!

stage "Lint (ESLint, Prettier)"
npm run lint

stage "docs/architecture.md lists the domain functions the code has"
npx tsx scripts/checks/domainFunctions.ts --check

# In two halves side by side, each with its own PostgreSQL server, database and SMTP server
# (tests/setup/globalSetup.ts), each half in its own process group; their logs follow in turn.
stage "Integration tests (real PostgreSQL), in two halves side by side"
half_logs=()
for half in 1 2; do
  half_logs+=("$(mktemp)")
  setsid npx vitest run --shard="$half/2" --reporter=verbose > "${half_logs[-1]}" 2>&1 &
  half_pids+=($!)
done
halves_status=0
for i in 0 1; do
  half_status=0
  wait "${half_pids[$i]}" || half_status=$?
  echo "-- integration tests, half $((i + 1)) of 2 (exit $half_status)"
  cat "${half_logs[$i]}"
  rm -f "${half_logs[$i]}"
  [ "$half_status" -eq 0 ] || halves_status=$half_status
done
half_pids=()
if [ "$halves_status" -ne 0 ]; then
  echo "integration tests failed (exit $halves_status)" >&2
  exit "$halves_status"
fi

stage "Types and production build: waiting for it"
build_status=0
wait "$build_pid" || build_status=$?
build_pid=""
cat "$build_log"
rm -f "$build_log"
if [ "$build_status" -ne 0 ]; then
  echo "next build failed (exit $build_status)" >&2
  exit "$build_status"
fi

stage "Browser tests (Chromium)"
CHROMIUM_PATH="$(bash scripts/ensureChromium.sh)"
export CHROMIUM_PATH
npx playwright test

# After the browser tests, never beside them: these take the machine and kill servers.
stage "Resilience: crashes and restarts, a ${SOAK_SECONDS:-60}-second soak (the built server)"
SOAK_SECONDS="${SOAK_SECONDS:-60}" npx playwright test -c playwright.resilience.config.ts
