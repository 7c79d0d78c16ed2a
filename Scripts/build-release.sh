#!/usr/bin/env bash
# Builds the statically linked release crew (what `make install` installs and `make bench`
# measures) and prints its path. Swift's runtime and Foundation are linked in, so they are not
# looked up and relocated at every start; libcurl and libpq are opened only when needed.
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
swift build -c release --static-swift-stdlib --package-path Apps/CLI --scratch-path Apps/CLI/.build/static \
    --product crew "${CREW_SWIFT_FLAGS[@]}" "${release_flags[@]}" 2>&1 \
    | grep -E "error|warning: " | grep -v "use of .mktemp' is dangerous" >&2 || true
binary="$PWD/Apps/CLI/.build/static/release/crew"
[ -x "$binary" ] || { echo "FAILED: building the release crew" >&2; exit 1; }
echo "$binary"
