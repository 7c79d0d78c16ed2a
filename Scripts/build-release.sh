#!/usr/bin/env bash
# Builds the statically linked release crew (what `make install` installs and `make bench`
# measures) and prints its path. Swift's runtime and Foundation are linked in, so they are not
# looked up and relocated at every start; libcurl and libpq are opened only when needed.
set -euo pipefail
cd "$(dirname "$0")/.."
. Scripts/packages.sh
swift build -c release --static-swift-stdlib --package-path Apps/CLI --scratch-path Apps/CLI/.build/static \
    --product crew "${CREW_SWIFT_FLAGS[@]}" 2>&1 | grep -E "error|warning: " | grep -v "use of .mktemp' is dangerous" >&2 || true
binary="$PWD/Apps/CLI/.build/static/release/crew"
[ -x "$binary" ] || { echo "FAILED: building the release crew" >&2; exit 1; }
echo "$binary"
