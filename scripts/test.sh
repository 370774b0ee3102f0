#!/usr/bin/env bash
# `npm test`: every check and every test, as CI runs them.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1

echo "== Lock file complete for npm ci"
node scripts/checks/lockfilePlatforms.mjs

echo "== Types"
npx tsc --noEmit

echo "== Lint (ESLint, Prettier)"
npm run lint

echo "== docs/architecture.md lists the domain functions the code has"
npx tsx scripts/checks/domainFunctions.ts --check

echo "== Payload types match the collections"
bash scripts/checks/checkPayloadTypes.sh

echo "== Admin import map is current"
bash scripts/checks/checkImportMap.sh

echo "== Migrations match the collections"
bash scripts/checks/checkMigrations.sh

echo "== Integration tests (real PostgreSQL)"
npx vitest run --reporter=verbose

echo "== Production build"
npx next build

echo "== Browser tests (Chromium)"
CHROMIUM_PATH="$(bash scripts/ensureChromium.sh)"
export CHROMIUM_PATH
npx playwright test

# After the browser tests, never beside them: these take the machine and kill servers.
echo "== Resilience: crashes and restarts, a ${SOAK_SECONDS:-120}-second soak (the built server)"
SOAK_SECONDS="${SOAK_SECONDS:-120}" npx playwright test -c playwright.resilience.config.ts
