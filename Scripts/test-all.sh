#!/usr/bin/env bash
# Runs every package's test suite, inner layer first, and stops at the first failure, beside a
# throwaway PostgreSQL cluster (Scripts/with-postgres.sh).
# Prints the compiler's warnings and errors, each failing expectation, and each runner's
# summary line; the full log of a suite is kept in its .build/test.log.
# Usage: Scripts/test-all.sh [extra swift test flags...]   (e.g. --sanitize=thread)
# CREW_SELECTED_PACKAGES="Packages/Presentation Tests" runs only those suites (make affected).
# CREW_FAIL_ON_SKIP=1 (.ci/run, where everything is installed) fails a suite that skipped a test.
set -uo pipefail
cd "$(dirname "$0")/.."
root="$PWD"
. Scripts/packages.sh

# `make affected` names the suites a change affects; by default, every one.
selected=" ${CREW_SELECTED_PACKAGES:-$(existing_packages | tr '\n' ' ')} "
for package in $selected; do
    if ! existing_packages | grep -qx "$package"; then
        echo "error: there is no package '$package': one of $(existing_packages | paste -sd ' ')" >&2
        exit 64
    fi
done

# One throwaway PostgreSQL cluster for every suite that runs the PostgreSQL store (the Data
# layer's store specs, the end-to-end tests), started here and removed when the run ends; a run
# of the other suites alone needs none.
case "$selected" in *" Packages/Data "* | *" Tests "*) needs_postgres=1 ;; *) needs_postgres=0 ;; esac
if [ -z "${CREW_TEST_POSTGRES_URL:-}" ] && [ "$needs_postgres" = 1 ]; then
    exec Scripts/with-postgres.sh "$0" "$@"
fi

# The PostgreSQL cases run: a missing server is a failure here, never a skip.
export CREW_REQUIRE_POSTGRES=1

flags=("$@")
scratch=(--scratch-path "$CREW_SCRATCH")
# Leaks the test runners keep until exit are not crew's (see the file).
export LSAN_OPTIONS="suppressions=$PWD/Scripts/lsan-suppressions.txt${LSAN_OPTIONS:+:$LSAN_OPTIONS}"
# A sanitized build keeps its own scratch folder, so it never throws away the plain one.
for flag in ${flags[@]+"${flags[@]}"}; do
    case "$flag" in --sanitize=*) scratch=(--scratch-path "$CREW_SCRATCH-${flag#--sanitize=}") ;; esac
done


# The end-to-end tests run the release crew, the one `make install` installs: it is the binary
# people use, and it runs the suite's large imports several times faster. It is built in its own
# folder while the package suites run (they wait on PostgreSQL and the runners more than on the
# cores), and the end-to-end stage waits for it; in a session of its own, so that a run that
# stops early stops those compilers too.
release_log="$(mktemp)"
release_build=
trap '[ -n "$release_build" ] && kill -- -"$release_build" 2>/dev/null; rm -f "$release_log"' EXIT
case "$selected" in *" Tests "*)
    if [ -f Apps/CLI/Package.swift ]; then
        setsid Scripts/build-release.sh >"$release_log" 2>&1 </dev/null &
        release_build=$!
    fi ;;
esac
for package in $(existing_packages); do
    case "$selected" in *" $package "*) ;; *) continue ;; esac
    echo "==> $package"
    started=$SECONDS
    log="$package/.build/test.log"
    mkdir -p "$package/.build"
    if [ "$package" = Tests ] && [ -f Apps/CLI/Package.swift ]; then
        swift build --package-path Apps/CLI --product crew "${CREW_SWIFT_FLAGS[@]}" --scratch-path "$CREW_SCRATCH" >/dev/null || {
            echo "FAILED: building the crew binary for the end-to-end tests"; exit 1; }
        # A test reads what both executables load at start.
        export CREW_DEBUG_BINARY
        wait "$release_build" && built=0 || built=$?
        release_build=
        head -n -1 "$release_log"  # its warnings, or everything when it failed (it names the failure)
        [ "$built" -eq 0 ] || { tail -n 1 "$release_log"; exit 1; }
        CREW_RELEASE_BINARY="$(tail -n 1 "$release_log")"
        export CREW_RELEASE_BINARY CREW_BINARY="$CREW_RELEASE_BINARY"
        # The end-to-end tests spend their time waiting on the processes they start: Swift
        # Testing's default of twice the cores in flight leaves this 2-core machine idle (the
        # suite took 68-80 s so, 55-59 s with 8; measured side by side).
        export SWT_EXPERIMENTAL_MAXIMUM_PARALLELIZATION_WIDTH="${SWT_EXPERIMENTAL_MAXIMUM_PARALLELIZATION_WIDTH:-8}"
    fi
    # A suite still running after CREW_SUITE_TIME_LIMIT seconds has hung (the slowest, sanitized
    # and built from nothing, takes under 10 minutes): the watchdog names the tests still running,
    # keeps every thread's backtrace beside the log and stops it, so CI fails saying where.
    (cd "$package" && "$root/Scripts/suite_watchdog.py" "${CREW_SUITE_TIME_LIMIT:-1500}" "$root/$log" \
        swift test "${CREW_SWIFT_FLAGS[@]}" ${scratch[@]+"${scratch[@]}"} ${flags[@]+"${flags[@]}"})
    status=$?
    # Warnings, errors, failures (with the detail line that follows them) and the summaries (━ is
    # a passing run that includes a test of a failure it expected, such as the recorder's own).
    awk '/(error|warning):/ || /^✘/ { print; detail = 1; next }
         detail && /^↳/ { print; next }
         { detail = 0 }
         /^(✔|━) Test run with|Executed [1-9][0-9]* tests?/ { print }' "$log" \
        | grep -v 'Executed 0 tests' | awk '!seen[$0]++' | head -200
    if [ $status -ne 0 ]; then
        echo "FAILED: the $package suite (exit $status); full log: $log"
        exit 1
    fi
    # A skipped test says so in the summary; where everything is installed (.ci/run sets
    # CREW_FAIL_ON_SKIP=1), a skip is a failure: it means a test's tool or server is missing.
    skipped="$(grep -E '^➜ Test .* skipped' "$log" | awk '!seen[$0]++')"
    if [ -n "$skipped" ]; then
        echo "$skipped"
        echo "    $package: $(printf '%s\n' "$skipped" | wc -l) skipped"
        if [ "${CREW_FAIL_ON_SKIP:-0}" = 1 ]; then
            echo "FAILED: the $package suite skipped tests, and CREW_FAIL_ON_SKIP=1 says nothing may be"
            exit 1
        fi
    fi
    # Building included: where a run spends its time is the first thing to know when it is slow.
    echo "    $package: built and passed in $((SECONDS - started)) s"
done
echo "All suites passed in $SECONDS s."
