#!/usr/bin/env bash
# Builds the crew executable quietly, then runs it with the given arguments.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
. "$root/Scripts/packages.sh"
if [ ! -f "$root/Apps/CLI/Package.swift" ]; then
    echo "make run: the crew CLI (Apps/CLI) does not exist yet." >&2
    exit 2
fi
swift build --package-path "$root/Apps/CLI" --product crew -q "${CREW_SWIFT_FLAGS[@]}" >&2
exec "$root/Apps/CLI/.build/debug/crew" "$@"
