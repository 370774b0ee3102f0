#!/usr/bin/env bash
# `npm test`: every check and every test, as CI runs them.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1

# Each stage's start, the seconds since the first, and how much of the machine's CPU the stage
# before left idle (from /proc/stat), so a slow CI run shows where time went and what was waiting.
started=$SECONDS
cpu_ticks() { awk '/^cpu /{ print $2 + $3 + $4 + $5 + $6 + $7 + $8, $5 + $6 }' /proc/stat 2>/dev/null || echo '0 0'; }
read -r last_total last_idle < <(cpu_ticks)
stage() {
  local total idle idle_share=''
  read -r total idle < <(cpu_ticks)
  if [ "$total" -gt "$last_total" ]; then idle_share=", CPU idle $(((idle - last_idle) * 100 / (total - last_total)))% since the last stage"; fi
  last_total=$total last_idle=$idle
  echo "== [$(date -u +%H:%M:%S), +$((SECONDS - started)) s${idle_share}] $1"
  stop_cpu_sampler
  # None after the summary (its folder is gone by the last stage line).
  [ -d "$TEST_RUN_SUMMARY_DIR/cpu" ] || return 0
  cpu_stage=$((cpu_stage + 1))
  node scripts/testRun/cpuByKind.mjs "$1" > "$TEST_RUN_SUMMARY_DIR/cpu/$(printf %02d "$cpu_stage").txt" &
  cpu_pid=$!
}
# Each stage's CPU by kind of process (Chromium, app servers, PostgreSQL, ...), printed at the end.
cpu_pid=''
cpu_stage=0
stop_cpu_sampler() {
  if [ -n "$cpu_pid" ]; then
    kill -TERM "$cpu_pid" 2>/dev/null || true
    wait "$cpu_pid" 2>/dev/null || true
    cpu_pid=''
  fi
}
build_pid=''
lint_pid=''
chromium_pid=''
part_pids=()
# A failed stage ends the run: what was started in the background ends with it.
# Each stage leaves its counts and its files' times here; the last lines sum them up.
TEST_RUN_SUMMARY_DIR=$(mktemp -d)
export TEST_RUN_SUMMARY_DIR
mkdir -p "$TEST_RUN_SUMMARY_DIR/cpu"
trap 'status=$?; stop_cpu_sampler; for pid in $build_pid $lint_pid $chromium_pid "${part_pids[@]}"; do kill -- -"$pid" 2>/dev/null; done; node scripts/testRun/printSummary.mjs "$TEST_RUN_SUMMARY_DIR"; rm -rf "$TEST_RUN_SUMMARY_DIR"; stage "done (exit $status)"' EXIT

# Waits for a step started in the background, prints its log, and ends the run if it failed.
finish_background() {
  local name=$1 pid=$2 log=$3 status=0
  wait "$pid" || status=$?
  cat "$log"
  rm -f "$log"
  if [ "$status" -ne 0 ]; then
    echo "$name failed (exit $status)" >&2
    exit "$status"
  fi
}

# Chromium and nginx for the browser tests: on a fresh machine apt-get installs them, two minutes of mostly
# waiting on downloads and the disk, beside the checks and the integration tests.
stage "Chromium and nginx for the browser tests: found or installed in the background (its log follows the build's)"
chromium_log=$(mktemp)
chromium_path_file=$(mktemp)
setsid bash scripts/ensureTestPackages.sh > "$chromium_path_file" 2> "$chromium_log" &
chromium_pid=$!

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
# It prints its own seconds: the floor of a run is the install, this build and the longest stage beside it.
NEXT_BUILD_CACHE=off setsid bash -c 'started=$SECONDS; status=0; npx next build || status=$?; echo "next build: $((SECONDS - started)) s (exit $status)"; exit $status' > "$build_log" 2>&1 &
build_pid=$!

# Lint beside the build and the integration tests too: they wait on PostgreSQL and timers.
stage "Lint (ESLint, Prettier): started in the background (its log follows the integration tests)"
lint_log=$(mktemp)
setsid npm run lint > "$lint_log" 2>&1 &
lint_pid=$!

stage "the docs match the code: domain functions, the database below the local API, the folder map, the environment variables, the paths named"
npx tsx scripts/checks/domainFunctions.ts --check
npx tsx scripts/checks/directDatabase.ts --check
npx tsx scripts/checks/folderMap.ts
npx tsx scripts/checks/environmentVariables.ts
npx tsx scripts/checks/pathMentions.ts

# In three parts side by side, each with its own PostgreSQL server, database and SMTP server
# (tests/setup/globalSetup.ts), each part in its own process group; their logs follow in turn.
# Each part runs its files one at a time (vitest's one worker on two cores), most of them in one
# process that imports Payload once (vitest.config.ts), waiting on the database, child processes
# and timers much of the time: three parts fill those waits.
parts=3
stage "Integration tests (real PostgreSQL), in $parts parts side by side"
part_logs=()
for part in $(seq 1 "$parts"); do
  part_logs+=("$(mktemp)")
  setsid npx vitest run --shard="$part/$parts" --reporter=verbose --reporter=json --outputFile.json="$TEST_RUN_SUMMARY_DIR/integration-$part.json" > "${part_logs[-1]}" 2>&1 &
  part_pids+=($!)
done
parts_status=0
failures=$(mktemp)
for i in $(seq 0 $((parts - 1))); do
  part_status=0
  wait "${part_pids[$i]}" || part_status=$?
  echo "-- integration tests, part $((i + 1)) of $parts (exit $part_status)"
  cat "${part_logs[$i]}"
  if [ "$part_status" -ne 0 ]; then
    # CI shows the end of the log only: the failed tests and their first error lines go there.
    { echo "-- part $((i + 1)) of $parts failed:"; sed 's/\x1b\[[0-9;]*m//g' "${part_logs[$i]}" | grep -E -A 12 '^ *(×|FAIL) ' | head -120; } >> "$failures"
  fi
  rm -f "${part_logs[$i]}"
  [ "$part_status" -eq 0 ] || parts_status=$part_status
done
part_pids=()
if [ "$parts_status" -ne 0 ]; then
  cat "$failures"
  rm -f "$failures"
  echo "integration tests failed (exit $parts_status)" >&2
  exit "$parts_status"
fi
rm -f "$failures"

stage "Lint (ESLint, Prettier): waiting for it"
finish_background lint "$lint_pid" "$lint_log"
lint_pid=""

stage "Types and production build: waiting for it"
finish_background "next build" "$build_pid" "$build_log"
build_pid=""

stage "Chromium for the browser tests: waiting for it"
finish_background chromium "$chromium_pid" "$chromium_log"
chromium_pid=""
CHROMIUM_PATH="$(cat "$chromium_path_file")"
rm -f "$chromium_path_file"
export CHROMIUM_PATH

stage "Browser tests (Chromium)"
npx playwright test

# After the browser tests, never beside them: these take the machine and kill servers.
stage "Resilience: crashes and restarts, a ${SOAK_SECONDS:-60}-second soak (the built server)"
SOAK_SECONDS="${SOAK_SECONDS:-60}" npx playwright test -c playwright.resilience.config.ts
