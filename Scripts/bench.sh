#!/usr/bin/env bash
# make bench: builds crew in release mode, installs the peers (sqlite3, Taskwarrior) if missing,
# and compares them side by side (Scripts/bench.py). BENCH_SIZES=10000,1000000 for a larger run.
set -euo pipefail
cd "$(dirname "$0")/.."
. Scripts/packages.sh
Scripts/install-dependencies.sh --bench
# A statically linked release build: Swift's runtime and Foundation are not looked up and
# relocated at every start, which is most of a short command's time.
swift build -c release --static-swift-stdlib --package-path Apps/CLI --scratch-path Apps/CLI/.build/static \
    --product crew "${CREW_SWIFT_FLAGS[@]}" >&2
exec python3 Scripts/bench.py "$PWD/Apps/CLI/.build/static/release/crew" --sizes "${BENCH_SIZES:-10000}" \
    --repeat "${BENCH_REPEAT:-7}" "$@"
