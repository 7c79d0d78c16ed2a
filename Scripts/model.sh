#!/usr/bin/env bash
# make model: crew checked against its model (Packages/Data/Sources/CrewModel) with fresh seeds for
# MODEL_SECONDS seconds (default 600): two thirds through the use cases on the in-memory, SQLite
# and PostgreSQL stores (the Data suite's CrewModelTests, heavy sizes included: a search's 20,000
# kept rows, a team's 25,000 items), a third as crew processes, one and two at once (the
# cross-package suite's ModelProcessTests), beside a throwaway PostgreSQL cluster. It prints each
# part's count of sequences and commands; a divergence prints its seed and the shrunk crew
# commands, and the run fails.
#   CREW_MODEL_SEED=N [CREW_MODEL_LENGTH=400 CREW_MODEL_HEAVY=1] make model   replays one seed
#   CREW_MODEL_TRACE=1 prints every step with its time.
set -euo pipefail
cd "$(dirname "$0")/.."
. Scripts/packages.sh
if [ -z "${CREW_TEST_POSTGRES_URL:-}" ]; then exec Scripts/with-postgres.sh "$0" "$@"; fi
export CREW_REQUIRE_POSTGRES=1
seconds="${MODEL_SECONDS:-600}"
log="$(mktemp)"
trap 'rm -f "$log"' EXIT
# Only the test's own lines: the summary, the divergence and its shrunk commands.
report() { grep -E '^(crew model|✘|↳|  |✔ Test run|━ Test run)' "$log" | grep -v '^↳ ///' | head -300; }

swift build --build-tests --package-path Packages/Data "${CREW_SWIFT_FLAGS[@]}" --scratch-path "$CREW_SCRATCH" >/dev/null
if [ -n "${CREW_MODEL_SEED:-}" ]; then
    echo "==> the model, seed $CREW_MODEL_SEED, through the use cases on every store"
    status=0
    swift test --skip-build --package-path Packages/Data --scratch-path "$CREW_SCRATCH" \
        --filter 'CrewModelTests/timedRun' >"$log" 2>&1 || status=$?
    report
    exit $status
fi

echo "==> the model through the use cases on every store, $((seconds * 2 / 3)) s of fresh seeds"
status=0
CREW_MODEL_SECONDS=$((seconds * 2 / 3)) swift test --skip-build --package-path Packages/Data \
    --scratch-path "$CREW_SCRATCH" --filter 'CrewModelTests/timedRun' >"$log" 2>&1 || status=$?
report
[ $status -eq 0 ] || exit $status

echo "==> the model as crew processes, one and two at once, $((seconds / 3)) s of fresh seeds"
binary="$(Scripts/build-release.sh | tail -n 1)"
swift build --build-tests --package-path Tests "${CREW_SWIFT_FLAGS[@]}" --scratch-path "$CREW_SCRATCH" >/dev/null
CREW_MODEL_SECONDS=$((seconds / 3)) CREW_BINARY="$binary" swift test --skip-build --package-path Tests \
    --scratch-path "$CREW_SCRATCH" --filter 'ModelProcessTests/timedRun' >"$log" 2>&1 || status=$?
report
exit $status
