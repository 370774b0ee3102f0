#!/usr/bin/env bash
# `npm test`: every check and every test, as CI runs them.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1

# Each stage's start and the seconds since the first, so a slow CI run shows where time went.
started=$SECONDS
stage() { echo "== [$(date -u +%H:%M:%S), +$((SECONDS - started)) s] $1"; }
build_pid=''
# A failed stage ends the run: the build started in the background ends with it.
trap 'status=$?; [ -n "$build_pid" ] && kill -- -"$build_pid" 2>/dev/null; stage "done (exit $status)"' EXIT

stage "Lock file complete for npm ci"
node scripts/checks/lockfilePlatforms.mjs

# These rewrite generated files in place (identical when current): before the build reads them.
stage "Payload types match the collections"
bash scripts/checks/checkPayloadTypes.sh

stage "Admin import map is current"
bash scripts/checks/checkImportMap.sh

stage "Migrations match the collections"
bash scripts/checks/checkMigrations.sh

# The integration tests run in one process, which leaves the second core mostly idle: the
# production build (which type-checks the whole project, tests included) runs beside them.
stage "Types and production build: started in the background (its log follows the integration tests)"
build_log=$(mktemp)
# Its own process group, so a failed stage can end it whole.
setsid npx next build > "$build_log" 2>&1 &
build_pid=$!

stage "Lint (ESLint, Prettier)"
npm run lint

stage "docs/architecture.md lists the domain functions the code has"
npx tsx scripts/checks/domainFunctions.ts --check

stage "Integration tests (real PostgreSQL)"
npx vitest run --reporter=verbose

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
stage "Resilience: crashes and restarts, a ${SOAK_SECONDS:-120}-second soak (the built server)"
SOAK_SECONDS="${SOAK_SECONDS:-120}" npx playwright test -c playwright.resilience.config.ts
