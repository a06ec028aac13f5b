#!/usr/bin/env bash
# Debian's Chromium for the Playwright journeys (no browser download: this machine reaches only apt and npm).
set -euo pipefail
if [ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then exit 0; fi
echo "Installing Debian's chromium…"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq chromium >/dev/null
