#!/bin/sh
# Runs a command beside a throwaway PostgreSQL cluster, and removes the cluster afterwards.
#
#   Scripts/with-postgres.sh swift test --package-path Packages/Data
#
# The cluster is created by pg_virtualenv (postgresql-common) in a temporary folder (-t, also for
# root, so that runs side by side never share it), as the postgres user when run as
# root, on a free port; the command sees CREW_TEST_POSTGRES_URL, a URL with the cluster's
# throwaway password, which the PostgreSQL tests connect to (each in a schema of its own).
set -eu

if ! command -v pg_virtualenv >/dev/null 2>&1 || ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
    echo "error: the PostgreSQL tests need a PostgreSQL server to start: run Scripts/install-dependencies.sh" >&2
    echo "       (on Debian: apt-get install postgresql libpq-dev)" >&2
    exit 1
fi

# More connections than the default 100: the suites run in parallel, each store on its own, and
# one end-to-end case starts 240 writers at once.
exec pg_virtualenv -t -o max_connections=600 -o fsync=off sh -c '
    CREW_TEST_POSTGRES_URL="postgresql://$PGUSER:$PGPASSWORD@$PGHOST:$PGPORT/$PGDATABASE"
    export CREW_TEST_POSTGRES_URL
    exec "$@"' with-postgres "$@"
