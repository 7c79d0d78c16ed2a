# The package folders, inner layer first: the order in which they build and test.
# Sourced by the other scripts; a package that does not exist yet is skipped.
CREW_PACKAGES="Packages/Domain Packages/Data Packages/Presentation Apps/CLI Tests"

existing_packages() {
    for package in $CREW_PACKAGES; do
        [ -f "$package/Package.swift" ] && echo "$package"
    done
}

# Every build uses the same flags, so switching between build, test and run never rebuilds:
# warnings fail the build (zero warnings is the bar). The build manifest is planned afresh each
# time: a cached one misses files added to a package this one depends on (a new Domain file
# would be "not in scope" in the Data build until a clean).
CREW_SWIFT_FLAGS=(-Xswiftc -warnings-as-errors --disable-build-manifest-caching)

# One scratch folder for every package the Makefile builds: SwiftPM keeps a module's build by its
# own name, so Domain, built once for its own suite, is not compiled again for Data's, for
# Presentation's, for the CLI's and for the crew binary (a clean `make test` compiled it five times).
# A suite run by hand (`swift test --package-path Packages/Data`) keeps its own .build, untouched.
CREW_SCRATCH="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)/.build/shared"
# Where the debug crew is, once built with the shared scratch folder.
CREW_DEBUG_BINARY="$CREW_SCRATCH/debug/crew"

# Whether building `binary` (a crew executable) would do any work: it is missing, or a source or
# manifest is newer. A build that will take time says so first (make run, make install).
crew_needs_build() {
    local root
    root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
    [ ! -x "$1" ] || [ -n "$(find "$root"/Packages/*/Sources "$root"/Packages/*/Package.swift \
        "$root/Apps/CLI/Sources" "$root/Apps/CLI/Package.swift" -newer "$1" -print -quit)" ]
}
