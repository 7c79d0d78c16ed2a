/// A section of the user guide that `crew help TOPIC` prints and the manual page holds
/// (`crew help backups`): written from `Documentation/UserGuide.md` by `Scripts/help_topics.py`
/// into `HelpTopics.swift`, so the guide stays the one source.
struct HelpTopic: Equatable {
    /// The word after `crew help`.
    let name: String
    /// The guide's heading.
    let title: String
    /// The section as a terminal shows it: code indented, Markdown's marks taken away.
    let text: String

    /// The topic `word` names, if any.
    static func named(_ word: String) -> HelpTopic? {
        all.first { $0.name == word.lowercased() }
    }

    /// What `crew help` adds after the commands: each topic and its title.
    static var listing: String {
        "HELP TOPICS:\n" + all.map { "  " + $0.name.padding(to: 24) + $0.title }.joined(separator: "\n")
            + "\n\n  See 'crew help <topic>' for one; man crew holds them all.\n"
    }
}

extension String {
    fileprivate func padding(to width: Int) -> String {
        count >= width ? self + " " : self + String(repeating: " ", count: width - count)
    }
}
