#!/usr/bin/env bash
# make run: builds the crew executable when its sources changed, then runs it with the given
# arguments. A build says so in one line on standard error first (a first build takes about half a
# minute), and shows the compiler's progress when standard error is a terminal.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
. "$root/Scripts/packages.sh"
if [ ! -f "$root/Apps/CLI/Package.swift" ]; then
    echo "make run: the crew CLI (Apps/CLI) does not exist yet." >&2
    exit 2
fi
binary="$CREW_DEBUG_BINARY"
if crew_needs_build "$binary"; then
    [ -x "$binary" ] && what="Rebuilding crew" || what="Building crew (a first build takes about half a minute)"
    echo "$what…" >&2
fi
if [ -t 2 ]; then
    swift build --package-path "$root/Apps/CLI" --product crew --scratch-path "$CREW_SCRATCH" "${CREW_SWIFT_FLAGS[@]}" >&2
else
    swift build --package-path "$root/Apps/CLI" --product crew --scratch-path "$CREW_SCRATCH" -q "${CREW_SWIFT_FLAGS[@]}" >&2
fi
exec "$binary" "$@"
