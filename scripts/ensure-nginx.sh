#!/usr/bin/env bash
# Debian's nginx: the reverse proxy of pnpm start:cluster and of the cluster test (ops/cluster).
# Only the binary is used; the cluster runs its own nginx with its own configuration.
set -euo pipefail
if [ -x /usr/sbin/nginx ] || command -v nginx >/dev/null; then exit 0; fi
echo "Installing Debian's nginx…"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq nginx >/dev/null
# The package's own server (port 80) is not ours; stop it where an init system started it.
(service nginx stop || /usr/sbin/nginx -s stop) >/dev/null 2>&1 || true
