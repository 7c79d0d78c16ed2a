#!/usr/bin/env bash
# Lints every Swift file of the repository (sources, tests, manifests) with the checked-in
# .swift-format configuration; any finding fails the run.
set -euo pipefail
cd "$(dirname "$0")/.."
mode="${1:-lint}"
mapfile -t files < <(find Packages Apps Tests Scripts Fuzz -name '*.swift' -not -path '*/.build/*' -not -path '*/.swiftpm/*' 2>/dev/null | sort)
if [ "$mode" = format ]; then
    swift format format --in-place --configuration .swift-format "${files[@]}"
else
    swift format lint --strict --configuration .swift-format "${files[@]}"
    echo "swift format lint: ${#files[@]} files clean."
fi
