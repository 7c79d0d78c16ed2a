/// The part of the bash and zsh scripts both shells run as it is: functions in the syntax they
/// share, with the tree written into `case` statements. `_crew_candidates PATH PREVIOUS CURRENT`
/// prints the candidates, one per line, and returns 2 when file names are what fits.
public enum CompletionScriptCore {
    /// The shared functions for the command tree `nodes`.
    public static func functions(_ nodes: [CompletionNode]) -> String {
        let valueOptions = CompletionNode.valueOptionWords(nodes)
        var script = """
            # Whether an option takes the next word as its value.
            _crew_takes_value() {
                case "$1" in
                    \(valueOptions.joined(separator: "|"))) return 0 ;;
                esac
                return 1
            }

            # Whether a path names a group, whose next word is a subcommand.
            _crew_is_group() {
                case "$1" in
                    \(nodes.filter(\.isGroup).map { quoted($0.path) }.joined(separator: "|"))) return 0 ;;
                esac
                return 1
            }

            # Ids, e-mails, name words and tags from the store, read without writing anything; each
            # a tab, then what it names (an item's or a user's name), which zsh shows beside it.
            _crew_from() {
                command crew "${_crew_globals[@]}" __complete "$1" --described 2>/dev/null
            }

            _crew_candidates() {
                case "$1|$2" in

            """
        for node in nodes {
            for option in node.options where option.takesValue && option.completion.forScripts != .none {
                let names = ["--\(option.name)"] + (option.short.map { ["-\($0)"] } ?? [])
                let patterns = names.map { quoted("\(node.path)|\($0)") }.joined(separator: "|")
                script += "        \(patterns)) \(produce(option.completion)); return 0 ;;\n"
            }
        }
        script += """
                esac
                case "$3" in
                    -*)
                        case "$1" in

            """
        for node in nodes {
            script +=
                "                \(quoted(node.path))) printf '%s\\n' \(node.optionWords.joined(separator: " ")) ;;\n"
        }
        script += """
                        esac
                        ;;
                    *)
                        case "$1" in

            """
        for node in nodes {
            if node.isGroup {
                script +=
                    "                \(quoted(node.path))) printf '%s\\n' \(node.subcommands.joined(separator: " ")) ;;\n"
            } else if node.argumentSource != .none {
                script += "                \(quoted(node.path))) \(produce(node.argumentSource)) ;;\n"
            }
        }
        script += """
                        esac
                        ;;
                esac
                return 0
            }

            """
        return script
    }

    /// The shell words that print a source's candidates.
    private static func produce(_ source: CompletionSource) -> String {
        if let kind = source.storeKind { return "_crew_from \(kind.rawValue)" }
        return switch source.forScripts {
        // Each word single-quoted: a value of several words ("2 weeks") is one candidate.
        case .words(let words): "printf '%s\\n' \(words.map(singleQuoted).joined(separator: " "))"
        case .files: "return 2"
        default: "return 0"
        }
    }

    /// A word in single quotes, as both shells read it back: a `'` inside ends the quotes, is
    /// escaped, and opens them again.
    static func singleQuoted(_ word: String) -> String {
        "'" + word.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
    }

    /// A `case` pattern for a literal path: double-quoted (every path is plain words).
    public static func quoted(_ text: String) -> String {
        "\"\(text)\""
    }
}
