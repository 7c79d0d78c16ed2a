import CommandGrammar
import Foundation
import Testing

@testable import CrewCLI

@MainActor
@Suite("crew help TOPIC: the user guide's sections")
struct HelpTopicTests {
    @Test("each topic prints its section of the guide, as plain text", arguments: HelpTopic.all.map(\.name))
    func topic(name: String) async throws {
        let console = TestConsole()
        let status = await CrewApplication.run(
            arguments: ["help", name], environment: ["XDG_CONFIG_HOME": "/nonexistent"],
            console: console.console)
        #expect(status == .success)
        let topic = try #require(HelpTopic.named(name))
        #expect(console.output.text == topic.title.uppercased() + "\n\n" + topic.text + "\n")
        #expect(!topic.text.contains("```") && !topic.text.contains("](") && !topic.text.isEmpty)
    }

    @Test("crew help lists the topics; an unknown word names them; a command still wins over a topic")
    func listingAndUnknown() async {
        let help = TestConsole()
        _ = await CrewApplication.run(arguments: ["help"], environment: [:], console: help.console)
        #expect(help.output.text.contains("HELP TOPICS:\n  backups"))
        let unknown = TestConsole()
        let status = await CrewApplication.run(
            arguments: ["help", "nope"], environment: [:], console: unknown.console)
        #expect(status == .usage)
        #expect(
            unknown.errors.text.contains(
                "Unknown command or topic 'nope' (the topics: backups, configuration"))
        let command = TestConsole()
        _ = await CrewApplication.run(
            arguments: ["help", "undo"], environment: [:], console: command.console)
        #expect(command.output.text.hasPrefix("OVERVIEW: Reverse your most recent change"))
    }

    @Test("the manual holds every topic as a section, ASCII only (glyph escapes for the rest)")
    func manual() {
        let page = ManPage(
            root: CommandCatalog.root, version: CommandCatalog.version,
            topics: HelpTopic.all.map { (title: $0.title, text: $0.text) }
        ).roff()
        for topic in HelpTopic.all {
            #expect(page.contains(".SH \"" + ManPage.escape(topic.title.uppercased()) + "\""))
        }
        #expect(page.unicodeScalars.allSatisfy { $0.isASCII })
        #expect(ManPage.escape("Zoë → …") == "Zo\\[u00EB] \\[u2192] \\[u2026]")
        #expect(ManPage.escape("i\u{0307}stanbul") == "istanbul", "a lone combining mark has no glyph")
    }
}
