#!/usr/bin/env bash
# The inner loop: typecheck (incremental), then the unit tests that what you changed can affect
# (vitest follows the import graph from the changed files). No database, no build, no browser;
# `npm test` still runs everything.
#   npm run test:fast              tests affected by uncommitted changes (or, with none, by the last commit)
#   npm run test:fast -- <ref>     tests affected by everything changed since <ref> (e.g. main)
#   npm run test:fast -- --all     the whole unit project
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p .tmp
echo "== typecheck"
npx tsc -p tsconfig.json --noEmit --incremental --tsBuildInfoFile .tmp/typecheck.tsbuildinfo
echo "== unit"
if [ "${1:-}" = "--all" ]; then
  shift
  exec npx vitest run --project unit "$@"
fi
if [ -n "${1:-}" ] && [ "${1#-}" = "$1" ]; then
  since="$1"
  shift
elif [ -n "$(git status --porcelain -- src tests)" ]; then
  since=""
else
  since="HEAD~1"
fi
exec npx vitest run --project unit --changed ${since:+"$since"} --passWithNoTests "$@"
