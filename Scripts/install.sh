#!/usr/bin/env bash
# make install: the release crew, stripped, as $PREFIX/bin/crew (PREFIX: ~/.local), its manual
# and its completion scripts (all generated from the command tree) where man, bash
# (bash-completion), zsh and fish look for them under PREFIX. Folders are created as needed; it
# says what went where, and whether $PREFIX/bin is on the PATH.
set -euo pipefail
cd "$(dirname "$0")/.."
prefix="${PREFIX:-$HOME/.local}"
. Scripts/packages.sh
if crew_needs_build Apps/CLI/.build/static/release/crew; then
    echo "Building the release crew (a few minutes the first time)…" >&2
fi
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
echo "  $man  (man crew, once $prefix/bin is on the PATH)"
echo "  $bash_completion  (bash, with the bash-completion package)"
echo "  $zsh_completion  (zsh)"
echo "  $fish_completion  (fish)"

# What a new login shell needs to find them, for what is not already where it looks: man and the
# PATH go together (man-db derives its search path from PATH); bash-completion looks in
# ~/.local/share and in $XDG_DATA_DIRS, and so does fish; zsh, in $fpath.
advice=()
case ":$PATH:" in
    *":$prefix/bin:"*) ;;
    *) advice+=("export PATH=\"$prefix/bin:\$PATH\"") ;;
esac
share="$prefix/share"
user_share="${XDG_DATA_HOME:-$HOME/.local/share}"
case ":${XDG_DATA_DIRS:-/usr/local/share:/usr/share}:" in
    *":$share:"*) ;;
    *) [ "$share" = "$user_share" ] || advice+=("export XDG_DATA_DIRS=\"$share:\${XDG_DATA_DIRS:-/usr/local/share:/usr/share}\"") ;;
esac
case "$share" in
    /usr/share | /usr/local/share) ;;
    *) zsh_advice="fpath=($share/zsh/site-functions \$fpath)" ;;
esac
if [ ${#advice[@]} -eq 0 ]; then
    echo "$prefix/bin is on your PATH: run crew."
else
    echo "For a new shell to find them, add to ~/.profile:"
    for line in "${advice[@]}"; do echo "  $line"; done
fi
if [ -n "${zsh_advice:-}" ]; then
    echo "and for zsh, to ~/.zshrc before compinit:"
    echo "  $zsh_advice"
fi
