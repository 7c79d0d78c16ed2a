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
