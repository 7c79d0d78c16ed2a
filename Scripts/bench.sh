#!/usr/bin/env bash
# make bench: builds crew in release mode, installs the peers (sqlite3, Taskwarrior, psql, curl) if
# missing, and compares them side by side (Scripts/bench.py), PostgreSQL on a throwaway cluster,
# API mode against the fake API beside curl (Scripts/bench_api.py), and crew ui through a
# pseudo-terminal beside fzf (Scripts/bench_ui.py).
# Every command is timed as a direct child, interleaved with its peers; the run's results are
# also written to .build/bench/last-run.json. BENCH_SIZES=10000 for a quicker run.
set -euo pipefail
cd "$(dirname "$0")/.."
. Scripts/packages.sh
Scripts/install-dependencies.sh bench
binary="$(Scripts/build-release.sh)"
# API mode first: crew against the fake API beside curl fetching the same pages.
python3 Scripts/bench_api.py "$binary" --repeat "${BENCH_REPEAT:-15}"
# Its peak memory against a server that ignores _limit, as the collection grows (flat).
python3 Scripts/bench_api.py "$binary" --flat "${BENCH_SIZES:-10000,1000000}"
# crew ui through a pseudo-terminal: a key to its frame, bytes per key, memory; fzf beside it.
python3 Scripts/bench_ui.py "$binary" --sizes "${BENCH_SIZES:-10000,1000000}" --repeat "${BENCH_REPEAT:-15}"
# A throwaway PostgreSQL cluster for the PostgreSQL column (crew against psql).
exec Scripts/with-postgres.sh sh -c 'CREW_BENCH_POSTGRES_URL="$CREW_TEST_POSTGRES_URL" exec "$@"' bench \
    python3 Scripts/bench.py "$binary" --sizes "${BENCH_SIZES:-10000,1000000}" --repeat "${BENCH_REPEAT:-15}" "$@"
