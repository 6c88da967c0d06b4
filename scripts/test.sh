#!/usr/bin/env bash
# npm test: every check, in the order that fails fastest. Needs Chromium at /usr/bin/chromium for the browser
# tests; with TEST_DATABASE_URL set, the API suite runs a second time on that PostgreSQL server.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n\033[1m== %s\033[0m\n' "$1"; }

step 'lint (biome)'
npx biome check .
step 'typecheck (tsc)'
npx tsc --noEmit -p tsconfig.json
step 'unit and API tests on the embedded database (vitest)'
npx vitest run
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  step "API tests on PostgreSQL ($TEST_DATABASE_URL)"
  TEST_DB=postgres npx vitest run src/server --exclude src/server/durability.test.ts
fi
step 'production build'
npm run build
step 'browser tests (playwright + chromium)'
npx playwright test
