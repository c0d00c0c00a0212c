#!/usr/bin/env bash
# The whole suite: typecheck, lint, unit + integration (PGlite and PostgreSQL), browser tests.
# Stops at the first failing stage and exits non-zero.
set -euo pipefail
cd "$(dirname "$0")/.."
echo "== typecheck"; npm run typecheck --silent
echo "== lint"; npm run lint --silent
echo "== unit and integration"; npx vitest run
echo "== first-load size"
npx vite build --logLevel warn --outDir "$PWD/.tmp/first-load" --emptyOutDir
npx tsx scripts/first-load-size.ts .tmp/first-load
echo "== browser"; bash scripts/test-e2e.sh
