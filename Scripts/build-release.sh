#!/usr/bin/env bash
# Builds the release crew (what `make install` installs, the end-to-end tests run and `make bench`
# measures) and prints its path. Swift's runtime and Foundation are linked in statically, so they
# are not looked up and relocated at every start; libc is the system's, SQLite the system's too
# (linked from its archive when libsqlite3-dev has one), and libcurl and libpq are opened only
# when needed.
#
# Nine choices make a short command start like a C tool (measured with LD_DEBUG=statistics and
# perf, see README "Performance"):
# - `-no-pie`: a position-independent crew has 41,000 relative relocations to apply at every
#   start, each a copy-on-write fault on the page it lands in (7.5 M cycles in the dynamic
#   loader against 0.35 M without; sqlite3 spends 0.5 M). The cost is that the executable's own
#   code sits at a fixed address (shared libraries, heap and stack are still randomised).
# - `-disable-concrete-type-metadata-mangled-name-accessors`: generic types are built by direct
#   metadata calls instead of being demangled from their names at first use, which also spares
#   the runtime a scan of every protocol conformance in the binary per new generic type. A
#   frontend flag the toolchain does not document, so it is kept only while it is measured to be
#   worth it: `crew --version` takes 1.041-1.077x the time without it (A/B of two release builds
#   of 1ce5c17, interleaved: 25 pairs 1.072 and 1.041, 51 pairs 1.037 and 1.077), the other
#   commands 0.985-1.049x (add, done, list, search at 10,000 items, 25 pairs, two runs).
# - linked by lld (the toolchain's) instead of the system's GNU ld: the same objects start
#   faster (`--version` 2.15 → 1.94 ms, `items done` 4.61 → 3.94 ms, A/B of the two builds, 25
#   interleaved pairs; function sections and --gc-sections on top of it gave nothing more).
# - no `$ORIGIN` run path: crew ships no library of its own, and with one the loader first looked
#   for each library in ten folders beside the binary (twenty failed system calls per start).
# - libstdc++ (which Swift's runtime uses) linked in statically when its archive is installed
#   (libstdc++-12-dev): loading and relocating the shared one, and running its initialisers, was
#   a fifth of `crew --version` (4.12 → 3.21 ms, and `items done` 6.43 → 5.46 ms, A/B of the two
#   builds, 25 interleaved pairs). The linker finds the archive first in a folder holding it alone.
# - libgcc linked in statically too (`-static-libgcc`, the unwinder the runtime names): one
#   shared library fewer to find, map and relocate, and no constructor of its own at every start
#   (`--version` 0.87-0.89×, `items done` 0.92-0.95× the build with libgcc_s, 41 interleaved
#   pairs). libcurl and libpq, opened only when needed, bring the shared one along if they use it.
# - `--no-export-dynamic`: the executable exported its modules' 4,400 public symbols, and the
#   dynamic loader looks each of libc's and libsqlite3's symbols up in the executable first, so
#   every start searched them (1.25 M cycles in the loader, 0.22 M without; `--version` 0.89×,
#   `items done` 0.95× the build that exported them, 31 interleaved pairs). Nothing looks crew's
#   own symbols up by name: the runtime finds types and conformances in the binary's sections.
# - the system's SQLite linked from its archive (libsqlite3.a of the same package) when there is
#   one: no shared library to find, map and relocate at every start (`--version` 0.87x, `items
#   done` 0.91x, add 0.93x, list 0.93x, search 0.92x the build loading libsqlite3.so; 31
#   interleaved pairs, 10,000 items). Its package names the system's folder, where the shared
#   library comes first, so a package of the same name, found first, names a folder holding the
#   archive alone.
# - the functions everyday commands run laid out together (each in a section of its own, placed
#   by Apps/CLI/startup-symbols.order, which Scripts/order-startup-symbols.py writes): start-up
#   touched 90 blocks of code scattered over 11 MB, a page fault each, and touches 45
#   (`--version` 0.81x, `items done` 0.93x the unordered build, 31 interleaved pairs).
set -euo pipefail
cd "$(dirname "$0")/.."
. Scripts/packages.sh
release_flags=(
    -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors
    -Xswiftc -Xclang-linker -Xswiftc -no-pie
    -Xswiftc -Xclang-linker -Xswiftc -static-libgcc
    -Xswiftc -use-ld=lld
    -Xlinker --no-export-dynamic
    -Xswiftc -Xfrontend -Xswiftc -function-sections
)
binary="$PWD/Apps/CLI/.build/static/release/crew"
startup_order="$PWD/Apps/CLI/startup-symbols.order"
if [ -f "$startup_order" ]; then
    # A function the file names and the code no longer has is skipped, not an error.
    release_flags+=(-Xlinker --symbol-ordering-file="$startup_order" -Xlinker --no-warn-symbol-ordering)
    # The build cannot see that the file changed (its flags did not): a new order is linked anew.
    if [ "$startup_order" -nt "$binary" ]; then rm -f "$binary"; fi
fi
static_cxx="$(clang -print-file-name=libstdc++.a 2>/dev/null || true)"
static_sqlite="$(clang -print-file-name=libsqlite3.a 2>/dev/null || true)"
archive_folder="$PWD/Apps/CLI/.build/static-archives"
mkdir -p "$archive_folder"
rm -f "$archive_folder"/*.a
if [ -f "$static_cxx" ]; then ln -sf "$static_cxx" "$archive_folder/libstdc++.a"; fi
release_flags+=(-Xlinker -L"$archive_folder")
if [ -f "$static_sqlite" ] && pkg-config --exists sqlite3; then
    # SQLite's package names the system's library folder, where the shared library comes first:
    # a package of the same name, found first, names the folder holding the archive alone.
    ln -sf "$static_sqlite" "$archive_folder/libsqlite3.a"
    mkdir -p "$archive_folder/pkgconfig"
    cat >"$archive_folder/pkgconfig/sqlite3.pc" <<PACKAGE
Name: SQLite
Description: the system's SQLite, linked from its archive
Version: $(pkg-config --modversion sqlite3)
Libs: -L$archive_folder -lsqlite3 -lm
Cflags: $(pkg-config --cflags sqlite3)
PACKAGE
    export PKG_CONFIG_PATH="$archive_folder/pkgconfig${PKG_CONFIG_PATH:+:$PKG_CONFIG_PATH}"
fi
build=(swift build -c release --static-swift-stdlib --disable-local-rpath --package-path Apps/CLI --scratch-path Apps/CLI/.build/static
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
# The status, not the file: a failed build leaves the previous binary where it was.
[ "$status" -eq 0 ] && [ -x "$binary" ] || { echo "FAILED: building the release crew" >&2; exit 1; }
echo "$binary"
