#!/usr/bin/env bash
# Builds the release crew (what `make install` installs, the end-to-end tests run and `make bench`
# measures) and prints its path. Swift's runtime and Foundation are linked in statically, so they
# are not looked up and relocated at every start; libc, libstdc++ and libsqlite3 are the
# system's, and libcurl and libpq are opened only when needed.
#
# Two flags make a short command start like a C tool (measured with LD_DEBUG=statistics and
# perf, see README "Performance"):
# - `-no-pie`: a position-independent crew has 41,000 relative relocations to apply at every
#   start, each a copy-on-write fault on the page it lands in (7.5 M cycles in the dynamic
#   loader against 0.35 M without; sqlite3 spends 0.5 M). The cost is that the executable's own
#   code sits at a fixed address (shared libraries, heap and stack are still randomised).
# - `-disable-concrete-type-metadata-mangled-name-accessors`: generic types are built by direct
#   metadata calls instead of being demangled from their names at first use, which also spares
#   the runtime a scan of every protocol conformance in the binary per new generic type.
set -euo pipefail
cd "$(dirname "$0")/.."
. Scripts/packages.sh
release_flags=(
    -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors
    -Xswiftc -Xclang-linker -Xswiftc -no-pie
)
build=(swift build -c release --static-swift-stdlib --package-path Apps/CLI --scratch-path Apps/CLI/.build/static
    --product crew "${CREW_SWIFT_FLAGS[@]}" "${release_flags[@]}")
# On a terminal the compiler's progress shows (a first release build takes minutes); elsewhere
# only its errors and warnings, but for the linker's note on mktemp in the static Foundation.
if [ -t 2 ]; then
    "${build[@]}" >&2 && status=0 || status=$?
else
    log="$(mktemp)"
    "${build[@]}" >"$log" 2>&1 && status=0 || status=$?
    grep -E "error|warning: " "$log" | grep -v "use of .mktemp' is dangerous" >&2 || true
    rm -f "$log"
fi
binary="$PWD/Apps/CLI/.build/static/release/crew"
# The status, not the file: a failed build leaves the previous binary where it was.
[ "$status" -eq 0 ] && [ -x "$binary" ] || { echo "FAILED: building the release crew" >&2; exit 1; }
echo "$binary"
