#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL cluster: starts one on 127.0.0.1 (free port, socket in a temp
# dir), creates the role `quoin` and its database `quoin_test`, exports QUOIN_TEST_DATABASE_URL, runs "$@",
# then always stops and removes the cluster. Installs nothing: PostgreSQL must already be there (Debian:
# `apt-get install -y postgresql`).
#
#   scripts/with-test-postgres.sh npx vitest run packages/store
#
# Env: PG_BIN (default: newest /usr/lib/postgresql/*/bin), PGPORT (default: a free port).
# As root the cluster runs as the `postgres` user (PostgreSQL refuses to run as root); otherwise as you.
set -euo pipefail

if [ "$#" -eq 0 ]; then
  echo "usage: $0 <command> [args...]" >&2
  exit 2
fi

PG_BIN="${PG_BIN:-$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)}"
if [ -z "$PG_BIN" ] || [ ! -x "$PG_BIN/initdb" ]; then
  echo "with-test-postgres: no PostgreSQL found (set PG_BIN or install Debian's postgresql)" >&2
  exit 1
fi

WORK_DIR="$(mktemp -d "${TMPDIR:-/tmp}/quoin-pg.XXXXXX")"
DATA_DIR="$WORK_DIR/data"
STARTED=0

as_cluster_owner() {
  if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

cleanup() {
  if [ "$STARTED" -eq 1 ]; then
    as_cluster_owner "$PG_BIN/pg_ctl" -D "$DATA_DIR" -m immediate -w stop >/dev/null 2>&1 || true
  fi
  rm -rf "$WORK_DIR"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

if [ "$(id -u)" -eq 0 ]; then chown postgres: "$WORK_DIR"; fi
chmod 700 "$WORK_DIR"

PORT="${PGPORT:-$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")}"

as_cluster_owner "$PG_BIN/initdb" -D "$DATA_DIR" --auth=trust -U postgres --encoding=UTF8 --locale=C.UTF-8 \
  >"$WORK_DIR/initdb.log" 2>&1 || { cat "$WORK_DIR/initdb.log" >&2; exit 1; }

# fsync off: the cluster is thrown away, durability buys nothing here.
STARTED=1
as_cluster_owner "$PG_BIN/pg_ctl" -D "$DATA_DIR" -l "$WORK_DIR/server.log" -w -t 30 \
  -o "-p $PORT -k $WORK_DIR -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off" start \
  >/dev/null || { cat "$WORK_DIR/server.log" >&2; exit 1; }

"$PG_BIN/psql" -X -q -v ON_ERROR_STOP=1 -h 127.0.0.1 -p "$PORT" -U postgres -d postgres \
  -c "create role quoin login" -c "create database quoin_test owner quoin" >/dev/null

export QUOIN_TEST_DATABASE_URL="postgres://quoin@127.0.0.1:$PORT/quoin_test"
echo "with-test-postgres: PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PORT" >&2

set +e
"$@"
STATUS=$?
set -e
exit "$STATUS"
