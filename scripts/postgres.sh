#!/usr/bin/env bash
# Starts a throwaway PostgreSQL from Debian's packages on port ${PGPORT:-55432} and prints its URL.
# Usage: scripts/postgres.sh start DIR | scripts/postgres.sh stop DIR
set -euo pipefail
action=${1:?start or stop}
dir=${2:?data folder}
port=${PGPORT:-55432}
bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)
[ -n "$bin" ] || { echo "PostgreSQL is not installed: apt-get install postgresql" >&2; exit 1; }
as_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
case "$action" in
  start)
    mkdir -p "$dir"
    [ "$(id -u)" = 0 ] && chown postgres "$dir"
    if [ ! -f "$dir/data/PG_VERSION" ]; then as_pg "$bin/initdb" -D "$dir/data" -A trust -U postgres >/dev/null; fi
    # A start that fails (its port taken, a loaded machine) shows the server's own log and is tried
    # again on the next port, a few times, before giving up.
    for attempt in 1 2 3 4; do
      if as_pg "$bin/pg_ctl" -D "$dir/data" -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" -l "$dir/log" -w start >/dev/null; then
        echo "postgres://postgres@127.0.0.1:$port/postgres"
        exit 0
      fi
      echo "PostgreSQL did not start on port $port (attempt $attempt); its log:" >&2
      tail -n 20 "$dir/log" >&2 || true
      port=$((port + 1))
      sleep 2
    done
    exit 1
    ;;
  stop)
    as_pg "$bin/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null || true
    ;;
esac
