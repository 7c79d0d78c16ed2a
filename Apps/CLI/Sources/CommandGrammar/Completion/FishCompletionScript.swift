/// `crew completions fish`: save it as `~/.config/fish/completions/crew.fish`.
public enum FishCompletionScript {
    /// The fish completion script for the command tree `nodes`.
    public static func script(_ nodes: [CompletionNode]) -> String {
        let valueOptions = CompletionNode.valueOptionWords(nodes)
        let groups = nodes.filter(\.isGroup).map { "'\($0.path)'" }.joined(separator: " ")
        var lines = [
            "# crew completion for fish, generated from crew's command tree (crew completions fish).",
            "function __crew_path",
            "    set -l tokens (commandline -opc)",
            "    set -l cmdpath ''",
            "    set -l skip 0",
            "    for token in $tokens[2..-1]",
            "        if test $skip = 1",
            "            set skip 0",
            "            continue",
            "        end",
            "        if contains -- $token \(valueOptions.joined(separator: " "))",
            "            set skip 1",
            "            continue",
            "        end",
            "        if string match -q -- '-*' $token",
            "            continue",
            "        end",
            "        if contains -- \"$cmdpath\" \(groups)",
            "            set cmdpath (string trim -- \"$cmdpath $token\")",
            "        end",
            "    end",
            "    echo $cmdpath",
            "end",
            "",
            "function __crew_at",
            "    test (__crew_path) = \"$argv[1]\"",
            "end",
            "",
            "complete -c crew -f",
        ]
        for node in nodes {
            let at = "-n '__crew_at \"\(node.path)\"'"
            if node.isGroup {
                lines.append("complete -c crew \(at) -a '\(node.subcommands.joined(separator: " "))'")
            } else if let values = fishValues(node.argumentSource) {
                lines.append("complete -c crew \(at) \(values)")
            }
            for option in node.options {
                var line = "complete -c crew \(at) -l \(option.name)"
                if let short = option.short { line += " -s \(short)" }
                if option.takesValue {
                    line += " -r"
                    if let values = fishValues(option.completion) { line += " \(values)" }
                }
                line += " -d '\(String(option.help.prefix(60)).replacing("'", with: "\\'"))'"
                lines.append(line)
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func fishValues(_ source: CompletionSource) -> String? {
        // fish shows what follows a tab as the candidate's description: an item's or a user's name.
        if let kind = source.storeKind {
            return "-a '(crew __complete \(kind.rawValue) --described 2>/dev/null)'"
        }
        return switch source.forScripts {
        // A space escaped inside the quotes: a value of several words ("2 weeks") is one candidate.
        case .words(let words):
            "-a '\(words.map(escaped).joined(separator: " "))'"
        case .files: "-F"
        default: nil
        }
    }

    /// A word as fish reads it inside `-a '…'`: a backslash, a quote and a space escaped.
    private static func escaped(_ word: String) -> String {
        var text = ""
        for character in word {
            if character == "\\" || character == "'" || character == " " { text.append("\\") }
            text.append(character)
        }
        return text
    }
}
