#!/bin/sh
# Runs the given command with DATABASE_URL pointing at PostgreSQL. When DATABASE_URL is already set, that server is
# used as it is. Otherwise, when PostgreSQL's binaries are installed (Debian: /usr/lib/postgresql/<n>/bin), a
# throwaway cluster is started in a temporary folder on a free loopback port, for this command only, and removed
# afterwards. Without either, the command runs without DATABASE_URL (the benchmark then measures PGlite only).
set -eu
if [ -n "${DATABASE_URL:-}" ]; then exec "$@"; fi
INITDB=$(ls /usr/lib/postgresql/*/bin/initdb 2>/dev/null | sort -V | tail -n 1 || true)
if [ -z "$INITDB" ]; then exec "$@"; fi
BIN=$(dirname "$INITDB")
DIR=$(mktemp -d /tmp/qone-bench-pg.XXXXXX)
PORT=$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
# initdb refuses to run as root: the cluster then belongs to the postgres user.
as_owner() { if [ "$(id -u)" = 0 ]; then su postgres -c "$*"; else sh -c "$*"; fi; }
if [ "$(id -u)" = 0 ]; then chown postgres:postgres "$DIR"; fi
cleanup() {
  as_owner "$BIN/pg_ctl -D $DIR/data -m fast stop" >/dev/null 2>&1 || true
  rm -rf "$DIR"
}
trap cleanup EXIT INT TERM
as_owner "$BIN/initdb -D $DIR/data -U postgres --auth=trust -E UTF8" >/dev/null
as_owner "$BIN/pg_ctl -D $DIR/data -o '-p $PORT -k $DIR -c listen_addresses=127.0.0.1' -l $DIR/log -w start" >/dev/null
as_owner "$BIN/createdb -h 127.0.0.1 -p $PORT -U postgres qone_bench"
DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/qone_bench" "$@"
