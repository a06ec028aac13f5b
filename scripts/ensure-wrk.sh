#!/usr/bin/env bash
# Debian's wrk for the read benchmark (the machine reaches only apt and npm).
set -euo pipefail
if command -v wrk >/dev/null 2>&1; then exit 0; fi
echo "Installing Debian's wrk…"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq wrk >/dev/null
