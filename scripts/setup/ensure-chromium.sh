#!/usr/bin/env bash
# The browser tests drive Debian's Chromium at /usr/bin/chromium and never download a browser.
# Run before them: installs Debian's package when it can (root with apt-get), otherwise stops at
# once with the one command to run. `npm test` calls it first, so a missing browser costs no time.
# CHROMIUM_PATH and CHROMIUM_NO_INSTALL exist only so its branches can be tried without removing
# the real browser.
set -euo pipefail
browser="${CHROMIUM_PATH:-/usr/bin/chromium}"

if [ -x "$browser" ]; then
  exit 0
fi

if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1 && [ -z "${CHROMIUM_NO_INSTALL:-}" ]; then
  echo "Chromium is missing at $browser: installing Debian's chromium package for the browser tests..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq chromium >/dev/null
  if [ -x "$browser" ]; then
    exit 0
  fi
  echo "apt-get installed chromium, but $browser is still missing." >&2
  exit 1
fi

echo "The browser tests need Debian's Chromium at $browser: run 'sudo apt-get install chromium', then npm test again." >&2
exit 1
