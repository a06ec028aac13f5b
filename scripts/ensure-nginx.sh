#!/usr/bin/env bash
# Debian's nginx: the reverse proxy of pnpm start:cluster and of the cluster test (ops/cluster),
# and openssl, which makes its TLS port's self-signed certificate (ops/cluster/src/tls.ts).
# Only the binary is used; the cluster runs its own nginx with its own configuration.
set -euo pipefail
missing=()
[ -x /usr/sbin/nginx ] || command -v nginx >/dev/null || missing+=(nginx)
command -v openssl >/dev/null || missing+=(openssl)
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi
echo "Installing Debian's ${missing[*]}…"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq "${missing[@]}" >/dev/null
# The package's own server (port 80) is not ours; stop it where an init system started it.
(service nginx stop || /usr/sbin/nginx -s stop) >/dev/null 2>&1 || true
