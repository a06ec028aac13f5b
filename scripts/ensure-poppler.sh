#!/usr/bin/env bash
# Debian's poppler-utils: pdftotext and pdfinfo read back the tax certificates' PDFs in core's tests.
set -euo pipefail
if command -v pdftotext >/dev/null && command -v pdfinfo >/dev/null; then exit 0; fi
echo "Installing Debian's poppler-utils…"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq poppler-utils >/dev/null
