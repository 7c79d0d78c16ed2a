/// `crew completions zsh`: save it as `_crew` in a folder of `$fpath`, or `source <(crew
/// completions zsh)` after `compinit`.
public enum ZshCompletionScript {
    /// The zsh completion script for the command tree `nodes`.
    public static func script(_ nodes: [CompletionNode]) -> String {
        """
        #compdef crew
        # crew completion for zsh, generated from crew's command tree (crew completions zsh).
        \(CompletionScriptCore.functions(nodes))
        _crew() {
            local cur="${words[CURRENT]}" prev="${words[CURRENT-1]}" cmdpath="" word i skip=0
            local -a _crew_globals
            for ((i = 2; i < CURRENT; i++)); do
                word="${words[i]}"
                if [[ "$skip" = 1 ]]; then skip=0; continue; fi
                case "$word" in
                    --store|--api-url) _crew_globals+=("$word" "${words[i+1]}"); skip=1; continue ;;
                    --in-memory) _crew_globals+=("$word"); continue ;;
                    -*) _crew_takes_value "$word" && skip=1; continue ;;
                esac
                if _crew_is_group "$cmdpath"; then cmdpath="${cmdpath:+$cmdpath }$word"; fi
            done
            local out
            out="$(_crew_candidates "$cmdpath" "$prev" "$cur")"
            if [[ $? -eq 2 ]]; then
                _files
                return
            fi
            # Each line is one candidate, then a tab and what it names (shown beside it); compadd
            # quotes what it inserts, matched case-folded.
            local -a lines candidates shown
            local line
            lines=("${(@f)out}")
            for line in "${(@)lines:#}"; do
                candidates+=("${line%%$'\t'*}")
                if [[ "$line" == *$'\t'* ]]; then
                    shown+=("${line%%$'\t'*}  -- ${line#*$'\t'}")
                else
                    shown+=("$line")
                fi
            done
            compadd -M 'm:{a-zA-Z}={A-Za-z}' -l -d shown -a candidates
        }

        if [[ "$funcstack[1]" = "_crew" ]]; then
            _crew "$@"
        else
            compdef _crew crew
        fi

        """
    }
}
