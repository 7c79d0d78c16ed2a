#!/usr/bin/env bash
# Lints every Swift file of the repository (sources, tests, manifests) with the checked-in
# .swift-format configuration; any finding fails the run. Production sources (Packages/*/Sources,
# Apps/*/Sources) are held to two more rules, derived from the same file: no force unwrap and no
# `try!` (a test may assert that way; shipped code handles the case or proves it in the types).
# Then the CI workflow, with actionlint, and each library's public interface against its contract
# file (Scripts/api.py).
set -euo pipefail
cd "$(dirname "$0")/.."
mode="${1:-lint}"
list() { find "$@" -name '*.swift' -not -path '*/.build/*' -not -path '*/.swiftpm/*' 2>/dev/null | sort; }
mapfile -t production < <(list Packages/*/Sources Apps/*/Sources)
mapfile -t others < <(list Packages Apps Tests Scripts | grep -v -e '^Packages/[^/]*/Sources/' -e '^Apps/[^/]*/Sources/')
strict="$(mktemp)"
trap 'rm -f "$strict"' EXIT
python3 -c '
import json, sys
configuration = json.load(open(".swift-format"))
configuration["rules"].update({"NeverForceUnwrap": True, "NeverUseForceTry": True})
json.dump(configuration, open(sys.argv[1], "w"), indent=2)
' "$strict"
if [ "$mode" = format ]; then
    swift format format --in-place --configuration .swift-format "${production[@]}" "${others[@]}"
else
    swift format lint --strict --configuration "$strict" "${production[@]}"
    swift format lint --strict --configuration .swift-format "${others[@]}"
    echo "swift format lint: $(( ${#production[@]} + ${#others[@]} )) files clean (${#production[@]} production sources also without force unwraps or try!)."
    # crew help TOPIC's text is the user guide's, written by a script: the file must be up to date.
    python3 Scripts/help_topics.py --check
    # The CI workflow, with actionlint (Scripts/install-dependencies.sh installs it from PyPI).
    workflows=(.github/workflows/*.yml)
    actionlint=".tools/python/bin/actionlint"
    [ -x "$actionlint" ] || actionlint="$(command -v actionlint || true)"
    if [ -z "$actionlint" ]; then
        echo "error: actionlint is not installed: run Scripts/install-dependencies.sh" >&2
        exit 1
    fi
    "$actionlint" "${workflows[@]}"
    echo "actionlint: ${#workflows[@]} workflow(s) clean."
    # Each library's public interface against its checked-in contract (make api writes them).
    Scripts/api.py check
fi
