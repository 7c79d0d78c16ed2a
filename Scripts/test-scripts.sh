#!/usr/bin/env bash
# The tests of the scripts' own logic (Scripts/tests: the package graph behind make affected, and
# what install-dependencies.sh installs or refuses),
# with Python's unittest; prints its summary line like the Swift suites print theirs.
set -uo pipefail
cd "$(dirname "$0")/.."
echo "==> Scripts"
log="$(mktemp)"
python3 -m unittest discover -s Scripts/tests >"$log" 2>&1
status=$?
if [ $status -ne 0 ]; then
    cat "$log"
    echo "FAILED: the Scripts suite (exit $status)"
    rm -f "$log"
    exit 1
fi
# "Ran 14 tests in 0.004s" and "OK".
grep -E '^(Ran [0-9]+ tests?|OK)' "$log" | paste -sd ' ' -
rm -f "$log"
