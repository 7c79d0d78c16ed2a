import Testing

@testable import CommandGrammar

/// A command's discussion is made when help asks for it, never by building the tree: a short
/// command (`crew --version`, `crew items done 3`) builds no help text.
@MainActor
@Suite("CommandGrammar: discussions made on demand")
struct DiscussionTests {
    /// Counts how often the discussion was made.
    private final class Count {
        var made = 0
    }

    private func discussion(_ count: Count) -> String {
        count.made += 1
        return "Made from a list."
    }

    @Test("building a tree of commands and groups makes no discussion; help makes each one asked for")
    func madeWhenAsked() {
        let count = Count()
        let command = CommandSpec(
            name: "greet", abstract: "Greets.", discussion: discussion(count), command: nil)
        let tree = CommandSpec(
            group: "tool", abstract: "A tool.", discussion: discussion(count), subcommands: [command],
            aliases: [ShortVerb("hi", for: ["greet"])])
        #expect(count.made == 0)
        #expect(tree.subcommand(named: "greet")?.discussion == "Made from a list.")
        #expect(count.made == 1)
        #expect(
            tree.subcommand(named: "hi")?.discussion == "Made from a list.", "a short verb's is its command's"
        )
        #expect(tree.discussion == "Made from a list.")
        #expect(count.made == 3)
    }
}
