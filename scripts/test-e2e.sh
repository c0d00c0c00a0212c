#!/usr/bin/env bash
# Builds the web app and drives it in Chromium against the real server.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-chromium.sh
bash scripts/ensure-audio-tools.sh
WEB_ROOT="${E2E_WEB_ROOT:-dist/web}"
npx vite build --logLevel warn --outDir "$(realpath -m "$WEB_ROOT")" --emptyOutDir
npx playwright test "$@"
