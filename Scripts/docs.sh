#!/usr/bin/env bash
# make docs: every library's DocC catalog built offline into .build/docs/<Module>.doccarchive,
# warnings as errors (a broken symbol link in a catalog or a doc comment fails the build), with
# each module's documentation coverage printed.
#
# Each module is built in the shared build, its public symbols extracted
# (swift-symbolgraph-extract), then `docc convert` reads them with the module's catalog
# (<Module>.docc beside its sources).
set -euo pipefail
cd "$(dirname "$0")/.."
. Scripts/packages.sh
# A member that implements a protocol requirement or a standard library default shows the
# protocol's documentation (Swift's `Equatable`, `Collection`, a Domain port's), as DocC shows it to
# readers (--enable-inherited-docs). A port's comment in Domain is read in DataLayer's catalog
# too, so it names other Domain symbols with single backticks: a double-backtick link there
# would not resolve.
# Then each module's floors: the share of its public types, and of their members, that have an
# abstract. Domain and Presentation are what other layers build on: every type, nine members in
# ten. Below a floor, the build fails naming the module.
modules=(
    "Packages/Domain Domain 100 90"
    "Packages/Data DataLayer 80 80"
    "Packages/Presentation Presentation 100 90"
    "Apps/CLI CommandGrammar 80 80"
)
target="$(swift -print-target-info | python3 -c 'import json, sys; print(json.load(sys.stdin)["target"]["triple"])')"
output=.build/docs
rm -rf "$output"
mkdir -p "$output"
for entry in "${modules[@]}"; do
    read -r package module types_floor members_floor <<<"$entry"
    [ -f "$package/Package.swift" ] || continue
    catalog="$package/Sources/$module/$module.docc"
    if [ ! -d "$catalog" ]; then
        echo "error: $module has no DocC catalog ($catalog)" >&2
        exit 1
    fi
    swift build --package-path "$package" --target "$module" --scratch-path "$CREW_SCRATCH" "${CREW_SWIFT_FLAGS[@]}" >/dev/null
    graphs="$output/symbol-graphs/$module"
    mkdir -p "$graphs"
    # The C modules the library imports internally, found as its compile finds them.
    mapfile -t clang < <(python3 -c 'import sys; sys.path.insert(0, "Scripts"); import api
arguments = api.compile_arguments(sys.argv[1], sys.argv[2])
print("\n".join(a for i, a in enumerate(arguments) if a == "-Xcc" or (i and arguments[i - 1] == "-Xcc")))' "$module" "$target")
    swift-symbolgraph-extract -module-name "$module" -target "$target" \
        -I "$CREW_SCRATCH/$target/debug/Modules" -minimum-access-level public \
        -output-dir "$graphs" ${clang[@]+"${clang[@]}"}
    log="$output/$module.log"
    if ! docc convert "$catalog" --additional-symbol-graph-dir "$graphs" \
        --fallback-display-name "$module" --fallback-bundle-identifier "crew.$module" \
        --output-path "$output/$module.doccarchive" --warnings-as-errors --enable-inherited-docs \
        --experimental-documentation-coverage --coverage-summary-level brief >"$log" 2>&1; then
        grep -E "(error|warning):" "$log" | head -40 >&2 || cat "$log" >&2
        echo "FAILED: the $module documentation (full log: $log)" >&2
        exit 1
    fi
    echo "==> $module: $output/$module.doccarchive"
    # docc's coverage table (abstract, curated, code listing; types, members, globals).
    sed -n '/coverage output enabled/,$p' "$log" | grep '|' | sed "s/^/    $module  /"
    python3 Scripts/docs_coverage.py "$log" "$module" "$types_floor" "$members_floor"
done
