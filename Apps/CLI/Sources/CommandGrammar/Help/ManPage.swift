/// `crew help --man`: the manual page, in roff, generated from the same command tree as help,
/// usage and completion. `man -l <(crew help --man)` reads it; `make install` installs it.
public struct ManPage {
    public let root: CommandSpec
    public let version: String

    public init(root: CommandSpec, version: String) {
        self.root = root
        self.version = version
    }

    public func roff() -> String {
        let help = HelpFormatter(root: root)
        var lines = [
            ".TH CREW 1 \"\" \"crew \(version)\" \"User Commands\"",
            ".SH NAME",
            "crew \\- " + Self.escape(root.abstract.lowercasedFirstLetter.droppingPeriod),
            ".SH SYNOPSIS",
            ".B crew",
            ".I command",
            "[\\fIoptions\\fR]",
            ".SH DESCRIPTION",
            Self.escape(root.discussion ?? root.abstract),
            ".SH COMMANDS",
        ]
        for (path, spec) in Self.commands(in: root) {
            lines.append(".SS \"" + Self.escape(path.joined(separator: " ")) + "\"")
            lines.append(Self.escape(help.usage(spec, path: path)))
            lines.append(".PP")
            lines.append(Self.escape(spec.abstract))
            if let discussion = spec.discussion {
                lines.append(".PP")
                lines.append(Self.escape(discussion))
            }
            for argument in spec.arguments {
                lines.append(".TP")
                lines.append("\\fB" + Self.escape(argument.synopsis) + "\\fR")
                lines.append(Self.escape(argument.help))
            }
            for option in spec.options {
                lines.append(".TP")
                lines.append("\\fB" + Self.escape(option.synopsis) + "\\fR")
                lines.append(Self.escape(option.help))
            }
            if !spec.examples.isEmpty {
                lines.append(".PP")
                lines.append("Examples:")
                lines.append(".RS")
                for example in spec.examples {
                    lines.append(".nf")
                    lines.append(Self.escape(example))
                    lines.append(".fi")
                }
                lines.append(".RE")
            }
        }
        lines.append(".SH GLOBAL OPTIONS")
        for option in GlobalOptions.specs {
            lines.append(".TP")
            lines.append("\\fB" + Self.escape(option.synopsis) + "\\fR")
            lines.append(Self.escape(option.help))
        }
        lines += [
            ".SH ENVIRONMENT",
            ".TP", "\\fBCREW_STORE\\fR",
            "The database file, or a postgres:// URL, when --store is not given.",
            ".TP", "\\fBCREW_API_URL\\fR, \\fBCREW_API_TOKEN\\fR, \\fBCREW_API_TIMEOUT\\fR",
            "Work against an API, with a bearer token, giving up after that many seconds.",
            ".TP", "\\fBTZ\\fR", "The time zone that today, tomorrow and overdue are counted in.",
            ".TP", "\\fBNO_COLOR\\fR", "Never color the output.",
            ".SH EXIT STATUS",
            "0 on success; 1 when something is not found, conflicts, or cannot be reached; 64 for a command line",
            "that cannot run, including any value crew refuses.",
            ".SH SEE ALSO",
            "The README of crew, and \\fBcrew help\\fR \\fIcommand\\fR.",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// Every command that runs (not groups, not hidden ones), with its path, in tree order.
    public static func commands(in spec: CommandSpec, path: [String] = []) -> [([String], CommandSpec)] {
        var found: [([String], CommandSpec)] = []
        for child in spec.subcommands where !child.isHidden {
            let childPath = path + [child.name]
            if child.subcommands.isEmpty {
                found.append((childPath, child))
            } else {
                found += commands(in: child, path: childPath)
            }
        }
        return found
    }

    /// Text as roff reads it literally: backslashes doubled, hyphens as `\-`, and a line that
    /// would start with a control character (`.` or `'`) protected with `\&`.
    public static func escape(_ text: String) -> String {
        var escaped = text.replacing("\\", with: "\\e").replacing("-", with: "\\-")
        if escaped.hasPrefix(".") || escaped.hasPrefix("'") { escaped = "\\&" + escaped }
        return escaped
    }
}

extension String {
    fileprivate var lowercasedFirstLetter: String { prefix(1).lowercased() + dropFirst() }
    fileprivate var droppingPeriod: String { hasSuffix(".") ? String(dropLast()) : self }
}
