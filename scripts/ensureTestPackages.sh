#!/usr/bin/env bash
# Prints the path of the Chromium the browser tests drive. CHROMIUM_PATH wins; otherwise Debian's
# chromium-headless-shell (Chromium's own headless build, from Debian's chromium source package).
# Debian's chromium is needed too, for the one test of what the shell lacks (the back/forward
# cache, tests/e2e/support/chromiumPath.ts). Debian's nginx is the reverse proxy in front of the
# app in tests/e2e/operations/reverseProxy.e2e.ts. apt-get installs what is missing (Playwright
# cannot download browsers here; Debian's policy-rc.d or the missing init keeps nginx's own
# service from starting); without the shell the tests drive chromium.
#
# Why the shell: the tests run headless, and the full browser's headless mode spent 2.6 times the
# CPU of the shell on the same file (memberSite.e2e.ts: 126 against 49 CPU seconds of Chromium);
# Chromium was half of the browser stage's CPU on the 2-core CI machine. docs/decisions.md.
set -euo pipefail
if [ -n "${CHROMIUM_PATH:-}" ]; then
  [ -x "$CHROMIUM_PATH" ] || { echo "CHROMIUM_PATH=$CHROMIUM_PATH is not an executable" >&2; exit 1; }
  echo "$CHROMIUM_PATH"; exit 0
fi
missing=()
command -v chromium > /dev/null 2>&1 || missing+=(chromium)
command -v chromium-headless-shell > /dev/null 2>&1 || missing+=(chromium-headless-shell)
[ -x "${NGINX_PATH:-/usr/sbin/nginx}" ] || missing+=(nginx)
if [ "${#missing[@]}" -gt 0 ]; then
  echo "Installing Debian's ${missing[*]} for the browser tests..." >&2
  if [ "$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi
  $SUDO apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >&2 ||
    echo "apt-get could not install ${missing[*]}" >&2
fi
if command -v chromium-headless-shell > /dev/null 2>&1; then
  command -v chromium-headless-shell
else
  echo "No chromium-headless-shell: the browser tests drive the full chromium (about twice the CPU)" >&2
  command -v chromium
fi
