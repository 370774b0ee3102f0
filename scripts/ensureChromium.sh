#!/usr/bin/env bash
# Prints the path of a Chromium for the browser tests. CHROMIUM_PATH wins; otherwise Debian's
# chromium, installed with apt-get when it is missing (Playwright cannot download browsers here).
set -euo pipefail
if [ -n "${CHROMIUM_PATH:-}" ]; then
  [ -x "$CHROMIUM_PATH" ] || { echo "CHROMIUM_PATH=$CHROMIUM_PATH is not an executable" >&2; exit 1; }
  echo "$CHROMIUM_PATH"; exit 0
fi
if ! command -v chromium > /dev/null 2>&1; then
  echo "Installing Debian's chromium for the browser tests..." >&2
  if [ "$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi
  $SUDO apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >&2
fi
command -v chromium
