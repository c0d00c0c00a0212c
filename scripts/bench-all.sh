#!/usr/bin/env bash
# Every benchmark; each prints its figures against a baseline measured in the same run.
set -euo pipefail
cd "$(dirname "$0")/.."
for bench in bench/*.ts; do
  echo "== $bench"
  npx tsx "$bench"
done
