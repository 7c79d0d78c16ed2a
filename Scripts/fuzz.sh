#!/usr/bin/env bash
# Builds the libFuzzer targets (Tests/Fuzz/) with AddressSanitizer and runs each for FUZZ_SECONDS
# (default 60) over its committed seed corpus (Tests/Fuzz/Corpus/<target>); new inputs go to a scratch
# corpus under Tests/Fuzz/.build, never into the committed one. A crash stops the run: the input is
# kept as Tests/Fuzz/.build/crashes/<target>-crash-*, to become a fix and a regression test.
# Usage: Scripts/fuzz.sh [target ...]   (FUZZ_SECONDS=10 for a short pass, as CI runs it)
set -euo pipefail
cd "$(dirname "$0")/.."
. Scripts/packages.sh
seconds="${FUZZ_SECONDS:-60}"
targets=("$@")
[ ${#targets[@]} -eq 0 ] && targets=(FuzzArguments FuzzImport FuzzRemote FuzzValues FuzzStore FuzzCompletion FuzzRedaction FuzzConfig FuzzFrame FuzzConfigPath)

echo "==> Fuzz (building with -sanitize=fuzzer,address)"
# lld: gold cannot link the instrumented objects. -parse-as-library: libFuzzer drives each target.
# A failed build stops the run: a binary left from an earlier build must never be fuzzed instead.
build_log=$(mktemp)
# The targets' own files (FuzzStore's database) go to a folder of this run, removed at its end.
fuzz_tmp=$(mktemp -d)
trap 'rm -f "$build_log"; rm -rf "$fuzz_tmp"' EXIT
if ! swift build --package-path Tests/Fuzz "${CREW_SWIFT_FLAGS[@]}" -Xswiftc -sanitize=fuzzer,address \
    -Xswiftc -parse-as-library -Xswiftc -use-ld=lld >"$build_log" 2>&1; then
    grep -E "error" "$build_log" | head -20
    echo "FAILED: the fuzz targets did not build (Tests/Fuzz)"
    exit 1
fi
grep -E "warning: " "$build_log" | grep -v "ld.gold" || true
mkdir -p Tests/Fuzz/.build/crashes
for target in "${targets[@]}"; do
    binary="Tests/Fuzz/.build/debug/$target"
    [ -x "$binary" ] || { echo "FAILED: $target was not built"; exit 1; }
    scratch="Tests/Fuzz/.build/corpus/$target"
    mkdir -p "$scratch"
    log="Tests/Fuzz/.build/$target.log"
    # The Swift runtime's backtracer is off: under AddressSanitizer it trips over its own reads
    # after a precondition fails, hiding the failure behind a report about itself.
    if TMPDIR="$fuzz_tmp" SWIFT_BACKTRACE=enable=no "$binary" -max_total_time="$seconds" -print_final_stats=1 -artifact_prefix="Tests/Fuzz/.build/crashes/$target-" \
        "$scratch" "Tests/Fuzz/Corpus/$target" >"$log" 2>&1; then
        runs=$(grep -oE "^stat::number_of_executed_units: *[0-9]+" "$log" | grep -oE "[0-9]+$" || echo "?")
        echo "$target: $runs inputs in ${seconds} s, no crash (corpus: $(ls "$scratch" | wc -l) found + $(ls "Tests/Fuzz/Corpus/$target" | wc -l) seeds)"
    else
        grep -iE "ERROR|SUMMARY|Fatal error|precondition|Test unit written" "$log" | head -20
        echo "FAILED: $target found a crash; full log: $log"
        exit 1
    fi
done
echo "Fuzzing found no crash."
