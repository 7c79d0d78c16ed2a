/// `crew completions bash`: `source <(crew completions bash)`, or save it as
/// `~/.local/share/bash-completion/completions/crew`.
public enum BashCompletionScript {
    /// The bash completion script for the command tree `nodes`.
    public static func script(_ nodes: [CompletionNode]) -> String {
        """
        # crew completion for bash, generated from crew's command tree (crew completions bash).
        \(CompletionScriptCore.functions(nodes))
        _crew() {
            local cur="${COMP_WORDS[COMP_CWORD]}" prev="" cmdpath="" word i skip=0
            [ "$COMP_CWORD" -gt 0 ] && prev="${COMP_WORDS[COMP_CWORD-1]}"
            _crew_globals=()
            for ((i = 1; i < COMP_CWORD; i++)); do
                word="${COMP_WORDS[i]}"
                if [ "$skip" = 1 ]; then skip=0; continue; fi
                case "$word" in
                    --store|--api-url) _crew_globals+=("$word" "${COMP_WORDS[i+1]}"); skip=1; continue ;;
                    --in-memory) _crew_globals+=("$word"); continue ;;
                    -*) _crew_takes_value "$word" && skip=1; continue ;;
                esac
                if _crew_is_group "$cmdpath"; then cmdpath="${cmdpath:+$cmdpath }$word"; fi
            done
            local candidates status candidate quoted
            candidates="$(_crew_candidates "$cmdpath" "$prev" "$cur")"
            status=$?
            COMPREPLY=()
            if [ "$status" = 2 ]; then
                compopt -o filenames 2>/dev/null
                mapfile -t COMPREPLY < <(compgen -f -- "$cur")
                return 0
            fi
            # Every candidate is data: compared as a string and inserted quoted, never handed to
            # compgen -W or an unquoted expansion, which would run the $(...) of a stored e-mail.
            # Matched case-folded (Ada, LOV): the candidate replaces the word as it is stored.
            local line described named=()
            while IFS= read -r line; do
                candidate="${line%%$'\t'*}"
                described=""
                [[ "$line" == *$'\t'* ]] && described="${line#*$'\t'}"
                [ -n "$candidate" ] || continue
                printf -v quoted '%q' "$candidate"
                if [[ "${candidate,,}" == "${cur,,}"* ]]; then
                    COMPREPLY+=("$quoted")
                elif [[ -n "$described" && "${described,,}" == *"${cur,,}"* ]]; then
                    # What the candidate names (an item's name) holds the word typed.
                    named+=("$quoted")
                fi
            done <<<"$candidates"
            # A word that is no number and starts no candidate offers the ids whose names hold it
            # (`crew done mil<Tab>` gives the id of "Buy milk").
            if [ "${#COMPREPLY[@]}" = 0 ] && [ -n "$cur" ] && ! [[ "$cur" =~ ^[0-9]+$ ]]; then
                COMPREPLY=("${named[@]}")
            fi
        }
        complete -F _crew crew

        """
    }
}
