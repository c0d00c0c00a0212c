#!/usr/bin/env bash
# Voice tests need espeak-ng (a Spanish voice for the fake microphone) and sox.
set -euo pipefail
missing=()
command -v espeak-ng >/dev/null 2>&1 || missing+=(espeak-ng)
command -v sox >/dev/null 2>&1 || missing+=(sox)
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "[tests] installing ${missing[*]} with apt-get…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  exit 0
fi
echo "Voice tests need ${missing[*]}. Install them (Debian: sudo apt-get install ${missing[*]})." >&2
exit 1
