#!/usr/bin/env bash
# The inner loop: typecheck (incremental) and the unit project. No database, no build, no browser;
# `npm test` still runs everything.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p .tmp
echo "== typecheck"
npx tsc -p tsconfig.json --noEmit --incremental --tsBuildInfoFile .tmp/typecheck.tsbuildinfo
echo "== unit"
npx vitest run --project unit "$@"
