#!/usr/bin/env bash
# make install: the statically linked release crew as $PREFIX/bin/crew (PREFIX: ~/.local), and
# its manual, generated from the command tree, as $PREFIX/share/man/man1/crew.1.
set -euo pipefail
cd "$(dirname "$0")/.."
prefix="${PREFIX:-$HOME/.local}"
binary="$(Scripts/build-release.sh)"
install -d "$prefix/bin"
install -m 0755 "$binary" "$prefix/bin/crew"
install -d "$prefix/share/man/man1"
"$prefix/bin/crew" help --man > "$prefix/share/man/man1/crew.1"
echo "Installed $prefix/bin/crew ($("$prefix/bin/crew" --version)) and $prefix/share/man/man1/crew.1"
