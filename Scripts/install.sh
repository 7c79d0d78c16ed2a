#!/usr/bin/env bash
# make install: the release crew, stripped, as $PREFIX/bin/crew (PREFIX: ~/.local), its manual
# and its completion scripts (all generated from the command tree) where man, bash
# (bash-completion), zsh and fish look for them under PREFIX. Folders are created as needed; it
# says what went where, and whether $PREFIX/bin is on the PATH.
set -euo pipefail
cd "$(dirname "$0")/.."
prefix="${PREFIX:-$HOME/.local}"
echo "Building the release crew (a few minutes the first time)…" >&2
binary="$(Scripts/build-release.sh)"
man="$prefix/share/man/man1/crew.1"
bash_completion="$prefix/share/bash-completion/completions/crew"
zsh_completion="$prefix/share/zsh/site-functions/_crew"
fish_completion="$prefix/share/fish/vendor_completions.d/crew.fish"
install -d "$prefix/bin" "$(dirname "$man")" "$(dirname "$bash_completion")" "$(dirname "$zsh_completion")" \
    "$(dirname "$fish_completion")"
# Stripped: the symbols and debug information are for the developer's build, not the user's.
install -m 0755 -s "$binary" "$prefix/bin/crew"
crew="$prefix/bin/crew"
"$crew" help --man >"$man"
"$crew" completions bash >"$bash_completion"
"$crew" completions zsh >"$zsh_completion"
"$crew" completions fish >"$fish_completion"
chmod 0644 "$man" "$bash_completion" "$zsh_completion" "$fish_completion"
echo "Installed $("$crew" --version):"
echo "  $crew"
echo "  $man  (man crew)"
echo "  $bash_completion  (bash, with the bash-completion package)"
echo "  $zsh_completion  (zsh: add $(dirname "$zsh_completion") to fpath before compinit, unless it is there)"
echo "  $fish_completion  (fish)"
case ":$PATH:" in
    *":$prefix/bin:"*) echo "$prefix/bin is on your PATH: run crew." ;;
    *) echo "$prefix/bin is not on your PATH: add it, e.g. export PATH=\"$prefix/bin:\$PATH\" in ~/.profile." ;;
esac
