#!/usr/bin/env bash
# Builds the web app and drives it in Chromium against the real server.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-chromium.sh
npm run build --silent
npx playwright test "$@"
