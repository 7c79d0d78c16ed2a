/// Help and usage text in swift-argument-parser's layout:
/// OVERVIEW, USAGE, ARGUMENTS, OPTIONS, SUBCOMMANDS.
public struct HelpFormatter {
    /// The tree whose commands it describes.
    public let root: CommandSpec
    private let labelWidth = 26
    private let lineWidth = 80

    /// A formatter for the commands of `root`.
    public init(root: CommandSpec) {
        self.root = root
    }

    /// `crew items add <name> [--user <id>] [--json]`
    public func usage(_ spec: CommandSpec, path: [String]) -> String {
        var parts = ["crew"] + path
        if !spec.subcommands.isEmpty {
            parts.append("<subcommand>")
            return parts.joined(separator: " ")
        }
        parts += spec.arguments.map(\.synopsis)
        let grouped = Set(spec.exclusiveOptions.flatMap(\.names))
        for group in spec.exclusiveOptions {
            let names = group.names.compactMap(spec.option(named:)).map(\.usageSynopsis).joined(
                separator: " | ")
            parts.append(group.isRequired ? "(\(names))" : "[\(names)]")
        }
        for option in spec.options where !grouped.contains(option.name) {
            // A repeatable option shows that it may come again: `[--tag <tag> ...]`.
            let synopsis = option.usageSynopsis + (option.isRepeatable ? " ..." : "")
            parts.append(option.isRequired ? synopsis : "[\(synopsis)]")
        }
        return parts.joined(separator: " ")
    }

    /// The help of `spec`, the command at `path` under the root: usage, arguments, options, subcommands.
    public func help(_ spec: CommandSpec, path: [String]) -> String {
        var sections = ["OVERVIEW: " + spec.abstract]
        if let canonical = spec.aliasOf {
            sections.append("The same as '\((["crew"] + canonical).joined(separator: " "))'.")
        }
        if let discussion = spec.discussion {
            sections.append(wrap(discussion, width: lineWidth).joined(separator: "\n"))
        }
        sections.append("USAGE: " + usage(spec, path: path))
        if !spec.arguments.isEmpty {
            sections.append(
                "ARGUMENTS:\n" + spec.arguments.map { entry($0.synopsis, $0.help) }.joined(separator: "\n"))
        }
        let options = spec.options + GlobalOptions.specs
        sections.append("OPTIONS:\n" + options.map { entry($0.synopsis, $0.help) }.joined(separator: "\n"))
        if !spec.subcommands.isEmpty {
            let commandPath = (["crew", "help"] + path).joined(separator: " ")
            sections.append(
                "SUBCOMMANDS:\n"
                    + spec.ownSubcommands.filter { !$0.isHidden }.map { entry($0.name, $0.abstract) }.joined(
                        separator: "\n")
                    + "\n\n  See '\(commandPath) <subcommand>' for detailed help.")
        }
        if !spec.aliases.isEmpty {
            sections.append(
                "SHORT VERBS:\n"
                    + spec.aliases.map { entry($0.name, "crew " + ($0.aliasOf ?? []).joined(separator: " ")) }
                    .joined(separator: "\n"))
        }
        if !spec.examples.isEmpty {
            sections.append("EXAMPLES:\n" + spec.examples.map { "  " + $0 }.joined(separator: "\n"))
        }
        return sections.joined(separator: "\n\n") + "\n"
    }

    /// Two columns: the label, then the help wrapped under itself.
    private func entry(_ label: String, _ text: String) -> String {
        let indent = String(repeating: " ", count: labelWidth)
        let lines = wrap(text, width: lineWidth - labelWidth)
        let first = "  " + label
        let head =
            first.count < labelWidth
            ? first + String(repeating: " ", count: labelWidth - first.count) : first + "\n" + indent
        return head + lines.joined(separator: "\n" + indent)
    }

    private func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ") {
            if !current.isEmpty, current.count + 1 + word.count > width {
                lines.append(current)
                current = ""
            }
            current += (current.isEmpty ? "" : " ") + word
        }
        return lines + [current]
    }
}
