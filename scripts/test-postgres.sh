#!/usr/bin/env bash
# A throwaway PostgreSQL server for the tests, on loopback, owned by an unprivileged user, in a
# folder of its own:
#   scripts/test-postgres.sh start DIR PORT   # initdb (first time) and start; prints the URL
#   scripts/test-postgres.sh stop DIR         # stop (fast), keeping the data
#   scripts/test-postgres.sh destroy DIR      # stop and delete the folder
# As root the server runs as the `postgres` user (Debian's package creates it): PostgreSQL
# refuses to run as root. Trust authentication on 127.0.0.1 only, user `ticketscan`.
set -euo pipefail

action=${1:?start, stop or destroy}
dir=${2:?a folder for the cluster}
port=${3:-55432}

bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)
[ -x "$bin/pg_ctl" ] || { echo "PostgreSQL's server is not installed (apt-get install postgresql)." >&2; exit 1; }

as_owner() {
    if [ "$(id -u)" -eq 0 ]; then
        runuser -u postgres -- "$@"
    else
        "$@"
    fi
}

# Close every descriptor the caller passed down beyond stdin, stdout and stderr: the server
# would inherit them and hold them open for as long as it runs, and a caller that waits for
# their end (Foundation's Process does) would wait as long.
for fd in /proc/$$/fd/*; do
    n=${fd##*/}
    [ "$n" -gt 2 ] 2>/dev/null && eval "exec $n>&-" 2>/dev/null || true
done

case "$action" in
start)
    if [ ! -f "$dir/PG_VERSION" ]; then
        mkdir -p "$dir"
        [ "$(id -u)" -eq 0 ] && chown postgres:postgres "$dir"
        as_owner "$bin/initdb" -D "$dir" -U ticketscan --auth=trust -E UTF8 >/dev/null
    fi
    # The server must not hold the caller's stdout or stderr open: a caller reading them to
    # the end would wait for as long as the server runs.
    if ! as_owner "$bin/pg_ctl" -D "$dir" -l "$dir/server.log" -w -t 60 \
        -o "-h 127.0.0.1 -p $port -k $dir -c fsync=off -c max_connections=200" start </dev/null >/dev/null 2>&1; then
        echo "PostgreSQL did not start; its log:" >&2
        tail -20 "$dir/server.log" >&2
        exit 1
    fi
    echo "postgres://ticketscan@127.0.0.1:$port/postgres"
    ;;
stop)
    [ -f "$dir/postmaster.pid" ] && as_owner "$bin/pg_ctl" -D "$dir" -m fast -w stop >/dev/null || true
    ;;
destroy)
    [ -f "$dir/postmaster.pid" ] && as_owner "$bin/pg_ctl" -D "$dir" -m immediate -w stop >/dev/null || true
    rm -rf "$dir"
    ;;
*)
    echo "usage: $0 start DIR [PORT] | stop DIR | destroy DIR" >&2
    exit 2
    ;;
esac
