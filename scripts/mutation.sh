#!/usr/bin/env bash
# Mutation testing of the domain rules (`npm run mutation`; stryker.config.json): Stryker changes
# each rule in src/domain one mutant at a time and runs the domain's tests against it; a mutant
# no test notices is a rule no test holds. Fails below a 90 % score. Stryker needs Node 22 or
# later: where the machine's Node is older, a Node 22 binary comes from the npm registry's `node`
# package (as in test-node-lines.sh). Arguments go to Stryker, e.g. `--mutate src/domain/srs.ts`.
set -euo pipefail
cd "$(dirname "$0")/.."
major="$(node -p 'process.versions.node.split(".")[0]')"
if [ "$major" -ge 22 ]; then
  exec node node_modules/@stryker-mutator/core/bin/stryker.js run "$@"
fi
exec npx -y node@22 node_modules/@stryker-mutator/core/bin/stryker.js run "$@"
