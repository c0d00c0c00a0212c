#!/usr/bin/env bash
# Builds the web app and drives it in Chromium against the real server.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-chromium.sh
bash scripts/ensure-audio-tools.sh
WEB_ROOT="${E2E_WEB_ROOT:-dist/web}"
# A port nobody holds right now, so the browser suite runs beside a running app or another suite.
if [ -z "${E2E_PORT:-}" ]; then
  E2E_PORT="$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"
fi
export E2E_PORT
npx vite build --logLevel warn --outDir "$(realpath -m "$WEB_ROOT")" --emptyOutDir
npx playwright test "$@"
