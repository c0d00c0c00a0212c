#!/usr/bin/env bash
# Runs the unit project on each maintained Node LTS line (package.json "engines"), with Node
# binaries from the npm registry's `node` package. npx installs each line into its cache the
# first time and reuses it after. NODE_LINES="22 24" chooses the lines.
set -euo pipefail
cd "$(dirname "$0")/.."
for line in ${NODE_LINES:-22 24}; do
  version="$(npx -y "node@$line" -p process.version)"
  case "$version" in
    "v$line."*) ;;
    *) echo "asked for Node $line, got $version" >&2; exit 1 ;;
  esac
  echo "== unit tests on Node $version"
  # Vitest's workers are forked from the running binary, so every test runs on this line too.
  npx -y "node@$line" node_modules/vitest/vitest.mjs run --project unit "$@"
done
