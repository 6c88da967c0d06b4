#!/usr/bin/env bash
# npm test: every check, in the order that fails fastest. Needs Chromium's headless shell (or Chromium) in /usr/bin
# for the browser tests; with TEST_DATABASE_URL set, the API suite runs a second time on that PostgreSQL server.
# At the end (also after a failure) it prints how long each step took, so a step that grows is seen.
set -euo pipefail
cd "$(dirname "$0")/.."

timings=()
current=''
started=0
finish_step() {
  if [ -n "$current" ]; then timings+=("$(printf '%6ss  %s' "$((SECONDS - started))" "$current")"); fi
  current=''
}
step() {
  finish_step
  current="$1"
  started=$SECONDS
  printf '\n\033[1m== %s\033[0m\n' "$1"
}
report() {
  local status=$?
  finish_step
  printf '\n\033[1m== time per step\033[0m\n'
  printf '%s\n' "${timings[@]}"
  printf '%6ss  total\n' "$SECONDS"
  exit "$status"
}
trap report EXIT

step 'lint (biome)'
npx biome check .
step 'typecheck (tsc)'
npx tsc --noEmit -p tsconfig.json
step 'unit and API tests on the embedded database (vitest)'
npx vitest run
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  step "API tests on PostgreSQL ($TEST_DATABASE_URL)"
  TEST_DB=postgres npx vitest run --project server
fi
step 'production build'
npm run build
step 'browser tests (playwright + chromium)'
npx playwright test
