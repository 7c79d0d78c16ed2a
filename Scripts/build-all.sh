#!/usr/bin/env bash
# Builds every package (and its tests), inner layer first; warnings fail the build.
set -euo pipefail
cd "$(dirname "$0")/.."
. Scripts/packages.sh
for package in $(existing_packages); do
    echo "==> $package"
    swift build --package-path "$package" --build-tests --scratch-path "$CREW_SCRATCH" "${CREW_SWIFT_FLAGS[@]}"
done
