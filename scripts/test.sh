#!/usr/bin/env bash
# `npm test`: every check and every test, as CI runs them.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1

# Each stage's start and the seconds since the first, so a slow CI run shows where time went.
started=$SECONDS
stage() { echo "== [$(date -u +%H:%M:%S), +$((SECONDS - started)) s] $1"; }
trap 'stage "done (exit $?)"' EXIT

stage "Lock file complete for npm ci"
node scripts/checks/lockfilePlatforms.mjs

stage "Types"
npx tsc --noEmit

stage "Lint (ESLint, Prettier)"
npm run lint

stage "docs/architecture.md lists the domain functions the code has"
npx tsx scripts/checks/domainFunctions.ts --check

stage "Payload types match the collections"
bash scripts/checks/checkPayloadTypes.sh

stage "Admin import map is current"
bash scripts/checks/checkImportMap.sh

stage "Migrations match the collections"
bash scripts/checks/checkMigrations.sh

stage "Integration tests (real PostgreSQL)"
npx vitest run --reporter=verbose

stage "Production build"
npx next build

stage "Browser tests (Chromium)"
CHROMIUM_PATH="$(bash scripts/ensureChromium.sh)"
export CHROMIUM_PATH
npx playwright test

# After the browser tests, never beside them: these take the machine and kill servers.
stage "Resilience: crashes and restarts, a ${SOAK_SECONDS:-120}-second soak (the built server)"
SOAK_SECONDS="${SOAK_SECONDS:-120}" npx playwright test -c playwright.resilience.config.ts
