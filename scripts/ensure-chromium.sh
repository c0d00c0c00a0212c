#!/usr/bin/env bash
# Browser tests use Debian's Chromium; nothing downloads a browser of its own.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "[tests] installing Chromium with apt-get…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "Chromium was not found at $CHROMIUM. Install it (Debian: sudo apt-get install chromium)" >&2
echo "or point CHROMIUM_PATH at a Chromium binary, then run the tests again." >&2
exit 1
