#!/usr/bin/env bash
# Source me: exports TEST_DATABASE_URL, an admin URL of a PostgreSQL server the tests may create databases on.
# Order: $TEST_DATABASE_URL, $DATABASE_URL, a local server with trust auth on 5432, else a throwaway
# server of our own (installing Debian's postgresql when missing).
pg_answers() { command -v psql >/dev/null 2>&1 && psql "$1" -Atqc 'select 1' >/dev/null 2>&1; }

ensure_postgres() {
  if [ -n "${TEST_DATABASE_URL:-}" ]; then return 0; fi
  if [ -n "${DATABASE_URL:-}" ]; then export TEST_DATABASE_URL="$DATABASE_URL"; return 0; fi
  local local_url="postgres://postgres@127.0.0.1:5432/postgres"
  if pg_answers "$local_url"; then export TEST_DATABASE_URL="$local_url"; return 0; fi

  if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
    echo "Installing Debian's postgresql…"
    DEBIAN_FRONTEND=noninteractive apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
  fi
  # The system cluster may exist but be stopped.
  if command -v pg_ctlcluster >/dev/null 2>&1 && ls /etc/postgresql/*/main >/dev/null 2>&1; then
    pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -1)" main start >/dev/null 2>&1 || true
    sleep 1
    if pg_answers "$local_url"; then export TEST_DATABASE_URL="$local_url"; return 0; fi
  fi
  # A throwaway server: initdb refuses root, and postgres can't enter root's home (STACK.md pitfall 11).
  local bin pgdir port=54331
  bin=$(dirname "$(ls /usr/lib/postgresql/*/bin/initdb | tail -1)")
  pgdir=$(mktemp -d /tmp/reg-pg.XXXXXX)
  chown postgres "$pgdir"
  su postgres -c "$bin/initdb -D $pgdir/data -U postgres --auth=trust -E UTF8 --locale=C.UTF-8" >/dev/null
  su postgres -c "$bin/pg_ctl -D $pgdir/data -o '-p $port -k $pgdir -c listen_addresses=127.0.0.1' -l $pgdir/log -w start" >/dev/null
  export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
  echo "Started a throwaway PostgreSQL in $pgdir on port $port"
}
ensure_postgres
