#!/usr/bin/env bash
# make install: the statically linked release crew as $PREFIX/bin/crew (PREFIX: ~/.local).
set -euo pipefail
cd "$(dirname "$0")/.."
prefix="${PREFIX:-$HOME/.local}"
binary="$(Scripts/build-release.sh)"
install -d "$prefix/bin"
install -m 0755 "$binary" "$prefix/bin/crew"
echo "Installed $prefix/bin/crew ($("$prefix/bin/crew" --version))"
