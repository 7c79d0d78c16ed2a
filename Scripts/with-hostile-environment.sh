#!/usr/bin/env bash
# Runs a command (CI runs `make test`) as a developer with crew set up would: CREW_STORE,
# CREW_API_URL, CREW_API_TOKEN and every XDG_* folder point at real files of "theirs" (a store
# path, a history, a config file naming another store, an API that nothing answers). Afterwards
# each of those is checked byte for byte: the command's status is kept, and the run fails, naming
# the file, if a test read its way into any of them (created, changed or removed it).
#
#   Scripts/with-hostile-environment.sh make test
set -uo pipefail
if [ $# -eq 0 ]; then
    echo "usage: Scripts/with-hostile-environment.sh COMMAND [ARGUMENT...]" >&2
    exit 64
fi
mine="$(mktemp -d "${TMPDIR:-/tmp}/crew-developer-XXXXXX")"
trap 'rm -rf "$mine"' EXIT
mkdir -p "$mine/state/crew" "$mine/config/crew" "$mine/data" "$mine/cache" "$mine/runtime"
chmod 700 "$mine/runtime"
printf 'items list --mine\nadd a line of mine\n' >"$mine/state/crew/history"
printf '# the developer'"'"'s own config\nstore = %s\nme = developer\n' "$mine/config-store.sqlite3" \
    >"$mine/config/crew/config"
chmod 600 "$mine/config/crew/config"

export CREW_STORE="$mine/env-store.sqlite3"
export CREW_API_URL="http://127.0.0.1:9/never-answered"
export CREW_API_TOKEN="the-developers-own-token"
export XDG_STATE_HOME="$mine/state" XDG_CONFIG_HOME="$mine/config" XDG_DATA_HOME="$mine/data"
export XDG_CACHE_HOME="$mine/cache" XDG_RUNTIME_DIR="$mine/runtime"

# What must be exactly as it was: the files that exist (by content) and the paths crew would
# create (by absence). The toolchain may use the XDG cache and config folders for itself, so only
# crew's places in them are watched.
watched=(state/crew config/crew data/crew cache/crew env-store.sqlite3 config-store.sqlite3)
fingerprint() {
    for path in "${watched[@]}"; do
        if [ -e "$mine/$path" ]; then
            find "$mine/$path" -type f -print0 | sort -z | xargs -0 -r sha256sum
            find "$mine/$path" -print | sed "s|^$mine/||" | sort
        else
            echo "absent $path"
        fi
    done
}
before="$(fingerprint)"
"$@"
status=$?
after="$(fingerprint)"
if [ "$before" != "$after" ]; then
    echo "FAILED: the command touched the caller's crew files:" >&2
    diff <(echo "$before") <(echo "$after") | sed -n 's/^[<>] //p' | awk '{ print "  " $NF }' | sort -u >&2
    exit 1
fi
echo "The caller's store, history, config and cache are untouched."
exit $status
