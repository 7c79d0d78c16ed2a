#!/usr/bin/env bash
# make soak: the release crew under concurrent writers, syncs and kill -9, on SQLite, PostgreSQL
# (a throwaway cluster) and the outbox (the fake API), for SOAK_SECONDS (default 180) in all,
# checking the invariants after every round (Scripts/soak.py). Not part of make test.
set -euo pipefail
cd "$(dirname "$0")/.."
binary="$(Scripts/build-release.sh | tail -n 1)"
exec Scripts/with-postgres.sh python3 Scripts/soak.py --crew "$binary" --seconds "${SOAK_SECONDS:-180}"
