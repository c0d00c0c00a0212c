#!/usr/bin/env bash
# The whole suite: typecheck, lint, unit + integration (PGlite and PostgreSQL), browser tests,
# then the domain and server unit tests on Node 22 and 24.
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
# The rules and the server's pure parts on each supported Node line (ADR 0035); the whole unit
# project on every line is `npm run test:node-lines` with no arguments.
echo "== Node lines"; bash scripts/test-node-lines.sh src/domain src/server src/contracts
