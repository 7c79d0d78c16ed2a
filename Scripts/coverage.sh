#!/usr/bin/env bash
# Line coverage per package, from llvm-cov: each package's own suite, and for the CLI also the
# end-to-end suite run against a crew binary built with coverage (most of the CLI runs as a
# process). Prints one line per package and fails below its floor:
# Domain 95 %, Data 85 %, Presentation 90 %, CLI 80 %.
set -uo pipefail
cd "$(dirname "$0")/.."
. Scripts/packages.sh
toolchain="$(dirname "$(readlink -f "$(command -v swift)")")"
cov="$toolchain/llvm-cov"
profdata="$toolchain/llvm-profdata"
scratch=.build/coverage
# The PostgreSQL cases run (each suite starts its own throwaway cluster): never skipped here.
export CREW_REQUIRE_POSTGRES=1
declare -A floor=([Packages/Domain]=95 [Packages/Data]=85 [Packages/Presentation]=90 [Apps/CLI]=80)
status=0

# The TOTAL line's line-coverage column of an llvm-cov report over `package`'s own production
# sources: not the packages it depends on, which their own suites measure, and not its test
# support (`DomainTestSupport`, `DataTestSupport`), which only tests run.
line_coverage() {
    local package="$1" profile="$2" folder
    shift 2
    local sources=()
    for folder in "$PWD/$package/Sources"/*/; do
        case "$folder" in *TestSupport/) ;; *) sources+=("$folder") ;; esac
    done
    "$cov" report "$@" -instr-profile="$profile" "${sources[@]}" | awk '/^TOTAL/ { print $10 }'
}

for package in Packages/Domain Packages/Data Packages/Presentation Apps/CLI; do
    echo "==> $package"
    mkdir -p "$package/.build"  # a clean clone has none yet, and the log goes there
    (cd "$package" && swift test --enable-code-coverage --scratch-path "$scratch" "${CREW_SWIFT_FLAGS[@]}") \
        >"$package/.build/coverage.log" 2>&1 || { echo "FAILED: the $package suite (see $package/.build/coverage.log)"; exit 1; }
    build="$package/$scratch/debug"
    tests=$(ls -d "$build"/*PackageTests.xctest)
    objects=("$tests")
    profile="$build/codecov/default.profdata"
    if [ "$package" = Apps/CLI ]; then
        # The end-to-end suite runs this instrumented crew; every process writes its own profile.
        (cd "$package" && swift build --product crew --enable-code-coverage --scratch-path "$scratch" "${CREW_SWIFT_FLAGS[@]}" >/dev/null)
        rm -rf "$build/e2e" && mkdir -p "$build/e2e"
        CREW_RELEASE_BINARY="$(Scripts/build-release.sh)" || exit 1  # it names the failure
        export CREW_RELEASE_BINARY CREW_DEBUG_BINARY="$PWD/$build/crew"
        (cd Tests && CREW_BINARY="$PWD/../$build/crew" LLVM_PROFILE_FILE="$PWD/../$build/e2e/crew-%p-%m.profraw" \
            swift test --filter EndToEndTests "${CREW_SWIFT_FLAGS[@]}") \
            >"$package/.build/coverage-e2e.log" 2>&1 || { echo "FAILED: the end-to-end suite (see $package/.build/coverage-e2e.log)"; exit 1; }
        # A crew run under `ulimit -f 1` (a test of that limit) cannot write its whole profile:
        # a torn profile is left out, not a reason to measure nothing.
        "$profdata" merge -sparse --failure-mode=all "$build"/codecov/*.profraw "$build"/e2e/*.profraw \
            -o "$build/merged.profdata" 2> >(grep -v "file header is corrupt" >&2)
        profile="$build/merged.profdata"
        objects+=(-object "$build/crew")
    fi
    percent=$(line_coverage "$package" "$profile" "${objects[@]}")
    echo "$package: ${percent} of lines covered (floor ${floor[$package]} %)"
    if awk -v have="${percent%\%}" -v need="${floor[$package]}" 'BEGIN { exit !(have + 0 < need + 0) }'; then
        echo "FAILED: $package is below its floor"
        status=1
    fi
done
exit $status
