/// `crew help --man`: the manual page, in roff, generated from the same command tree as help,
/// usage and completion. `man -l <(crew help --man)` reads it; `make install` installs it.
public struct ManPage {
    /// The tree the page describes.
    public let root: CommandSpec
    /// The version the page names.
    public let version: String
    /// Sections of prose after the commands (the user guide's topics), each a title and its text:
    /// paragraphs apart by a blank line, lines indented by four spaces shown as they are.
    public let topics: [(title: String, text: String)]

    /// The manual of `root` at `version`, with the guide's `topics` after the commands.
    public init(root: CommandSpec, version: String, topics: [(title: String, text: String)] = []) {
        self.root = root
        self.version = version
        self.topics = topics
    }

    /// The page in roff, as `man` reads it.
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
        if !root.aliases.isEmpty {
            lines.append(".SH SHORT VERBS")
            for alias in root.aliases {
                lines.append(".TP")
                lines.append("\\fBcrew " + Self.escape(alias.name) + "\\fR")
                lines.append(
                    "The same as \\fBcrew " + Self.escape((alias.aliasOf ?? []).joined(separator: " "))
                        + "\\fR.")
            }
        }
        for topic in topics {
            lines.append(".SH \"" + Self.escape(topic.title.uppercased()) + "\"")
            lines += Self.prose(topic.text)
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
            "that cannot run, including any value crew refuses; 66 when the store named is in a folder that",
            "does not exist (nothing is made); 78 when the config file cannot be used.",
            ".SH FILES",
            ".TP", "\\fI$XDG_DATA_HOME/crew/crew.sqlite3\\fR (\\fI~/.local/share/crew/crew.sqlite3\\fR)",
            "The store, when neither \\-\\-store nor CREW_STORE names another.",
            ".TP", "\\fI$XDG_CONFIG_HOME/crew/config\\fR (\\fI~/.config/crew/config\\fR)",
            "The settings written once: \\fBkey = value\\fR lines (store, api\\-url, me, color); \\fBcrew config\\fR",
            "shows what is in force and where each came from.",
            ".TP", "\\fI$XDG_STATE_HOME/crew/history\\fR (\\fI~/.local/state/crew/history\\fR)",
            "The lines typed in \\fBcrew shell\\fR.",
            ".TP", "\\fI$XDG_CACHE_HOME/crew/\\fR (\\fI~/.cache/crew/\\fR)",
            "One cache per API, with the changes waiting to be sent.",
            ".SH SEE ALSO",
            "\\fBcrew help\\fR \\fIcommand\\fR for one command's page, \\fBcrew help\\fR \\fItopic\\fR for one of the",
            "sections above.",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// Text as roff lines: a blank line starts a paragraph, a run of lines indented by four spaces
    /// is shown as it is (`.nf`), every other line is filled.
    static func prose(_ text: String) -> [String] {
        var lines = [".PP"]
        var isVerbatim = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            let verbatim = line.hasPrefix("    ")
            if verbatim != isVerbatim {
                lines.append(verbatim ? ".nf" : ".fi")
                isVerbatim = verbatim
            }
            if line.allSatisfy(\.isWhitespace), !verbatim {
                lines.append(".PP")
            } else {
                lines.append(escape(line))
            }
        }
        if isVerbatim { lines.append(".fi") }
        return lines
    }

    /// Every command that runs (not groups, not hidden ones), with its path, in tree order.
    public static func commands(in spec: CommandSpec, path: [String] = []) -> [([String], CommandSpec)] {
        var found: [([String], CommandSpec)] = []
        for child in spec.ownSubcommands where !child.isHidden {
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
        // Characters past ASCII as roff's glyph escapes (`\[u00E9]`): groff reads the page as
        // it is, without a preprocessor for UTF-8.
        guard escaped.unicodeScalars.contains(where: { !$0.isASCII }) else { return escaped }
        // A combining mark on its own (the dot of "i̇") has no glyph of its own in groff's fonts:
        // it is left out, the letter it marks kept.
        return escaped.unicodeScalars.map { scalar in
            if scalar.isASCII { return String(scalar) }
            return scalar.properties.generalCategory == .nonspacingMark
                ? "" : "\\[u" + hex(scalar.value) + "]"
        }.joined()
    }

    /// At least four upper-case hexadecimal digits, as roff's `\[uXXXX]` takes them.
    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}

extension String {
    fileprivate var lowercasedFirstLetter: String { prefix(1).lowercased() + dropFirst() }
    fileprivate var droppingPeriod: String { hasSuffix(".") ? String(dropLast()) : self }
}
