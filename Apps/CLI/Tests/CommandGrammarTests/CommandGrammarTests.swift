import Testing

@testable import CommandGrammar

/// The grammar alone, over a tree of its own (no crew command, no Domain value): how words are
/// read, what help and completion make of a tree.
@MainActor
@Suite("CommandGrammar")
struct CommandGrammarTests {
    @Test("options before and after the arguments, `--opt=value`, and `--` ending the options")
    func parses() throws {
        let parsed = try makeSUT().parse(["greet", "--times=2", "Ada", "--loud", "--", "--not-an-option"])
        #expect(parsed.path == ["greet"])
        #expect(try parsed.value(Self.times)?.value == 2)
        #expect(parsed.isSet(Self.loud))
        #expect(try parsed.values(Self.names) == ["Ada", "--not-an-option"])
        #expect(parsed.context == "a context", "the parser hands its context to every parse")
    }

    @Test(
        "a bad command line is a one-line error naming what is wrong",
        arguments: [
            (["gret"], "Unknown command 'gret'; did you mean 'greet'?"),
            (["greet", "--tims", "2"], "Unknown option '--tims'; did you mean '--times'?"),
            (
                ["greet", "Ada", "--times", "0"],
                "The value '0' is invalid for '--times <n>': it must be a positive whole number"
            ),
            (["greet", "--times"], "Missing value for '--times <n>'"),
            (["greet", "--loud"], "Missing expected argument '<name> ...'"),
            (
                ["greet", "Ada", "--times", "99999999999999999999"],
                "The value '99999999999999999999' is invalid for '--times <n>': it must be at most 9223372036854775807"
            ),
        ])
    func refuses(arguments: [String], message: String) {
        #expect(throws: UsageError.self) { try makeSUT().parse(arguments).value(Self.times) }
        do {
            _ = try makeSUT().parse(arguments).value(Self.times)
        } catch {
            #expect(error.message.hasPrefix(message), "\(error.message)")
        }
    }

    @Test("the words after a joining argument join it, a space between each; options may come between")
    func joinsWords() throws {
        let parser = CommandLineParser(root: Self.root, context: "a context")
        let parsed = try parser.parse(["say", "Buy", "oat", "--loud", "milk"])
        #expect(parsed.arguments == ["Buy oat milk"])
        #expect(try parsed.value(Self.text) == "Buy oat milk")
        #expect(parsed.isSet(Self.loud))
        #expect(
            try parser.parse(["say", "Buy  oat milk"]).value(Self.text) == "Buy  oat milk",
            "one quoted word kept")
        #expect(try parser.parse(["say", "--", "-5", "degrees"]).value(Self.text) == "-5 degrees")
        #expect(throws: UsageError.self, "a command without a joining argument still refuses extra words") {
            try parser.parse(["pair", "one", "two", "three"])
        }
    }

    @Test("a repeated option has a short form too: -t a -t b")
    func repeatedShortOption() throws {
        let parsed = try makeSUT().parse(["greet", "Ada", "-t", "home", "-twork"])
        #expect(try parsed.values(Self.tags) == ["home", "work"])
    }

    @Test("help and the completion scripts are made from the same tree")
    func helpAndCompletion() {
        let help = HelpFormatter(root: Self.root).help(Self.greet, path: ["greet"])
        #expect(help.contains("--times <n>"))
        #expect(help.contains("Say hello."))
        let nodes = CompletionNode.all(in: Self.root)
        #expect(nodes.map(\.path) == ["", "greet", "say", "pair"])
        #expect(nodes[1].options.map(\.name).starts(with: ["times", "loud"]))
        #expect(BashCompletionScript.script(nodes).contains("--times"))
    }

    @Test("a command's declarations are its Declared's list, split into arguments and options")
    func declaredOnce() {
        struct Declared: ParameterDeclarations {
            let name = Argument<String>("name", help: "Who.")
            let notADeclaration = 42
            let loud = Flag("loud", help: "Shout.")
            let times = Option<PositiveCount>("times", "n", help: "How many times.")
            var parameters: [any CommandParameter] { [name, loud, times] }
        }
        let spec = CommandSpec(name: "greet", abstract: "Say hello.", declared: Declared(), command: nil)
        #expect(spec.arguments.map(\.name) == ["name"])
        #expect(spec.options.map(\.name) == ["loud", "times"])
    }

    @Test("a flag that may take a value takes =VALUE, or the next word when it is made of the value's words")
    func flagWithValue() throws {
        let json = Flag(
            spec: OptionSpec(flag: "json", valueName: "fields", words: ["id", "name"], help: "JSON."))
        let spec = CommandSpec(
            name: "greet", abstract: "Say hello.", parameters: [Self.names, json], command: nil)
        let parser = CommandLineParser(
            root: CommandSpec(group: "hello", abstract: "A tree.", subcommands: [spec]), context: 0)
        let bare = try parser.parse(["greet", "--json", "Ada"])
        #expect(bare.isSet(json))
        #expect(bare.optionalValue(json) == nil)
        #expect(try bare.values(Self.names) == ["Ada"])
        #expect(try parser.parse(["greet", "--json=name", "Ada"]).optionalValue(json) == "name")
        let spaced = try parser.parse(["greet", "Ada", "--json", "id,name"])
        #expect(spaced.optionalValue(json) == "id,name")
        #expect(try spaced.values(Self.names) == ["Ada"])
        #expect(spec.options.first?.usageSynopsis == "--json[=<fields>]")
    }

    @Test(
        "a short verb is its command's node under the verb's name, listed after the group's own; one naming no command is left out"
    )
    func shortVerbs() throws {
        let tree = CommandSpec(
            group: "hello", abstract: "A tree.",
            subcommands: [
                CommandSpec(group: "words", abstract: "Words.", subcommands: [Self.say]), Self.greet,
            ],
            aliases: [ShortVerb("s", for: ["words", "say"]), ShortVerb("nothing", for: ["words", "sing"])])
        #expect(tree.ownSubcommands.map(\.name) == ["words", "greet"])
        #expect(tree.aliases.map(\.name) == ["s"])
        #expect(tree.subcommands.map(\.name) == ["words", "greet", "s"])
        #expect(tree.subcommand(named: "s")?.aliasOf == ["words", "say"])
        #expect(tree.subcommand(named: "s")?.abstract == "Say one line.")
        #expect(tree.subcommand(named: "nothing") == nil)
        #expect(tree.command(at: ["words", "say"])?.aliasOf == nil)
        #expect(tree.command(at: ["s"])?.aliasOf == ["words", "say"])
        #expect(tree.command(at: ["words", "nothing"]) == nil)
        let parsed = try CommandLineParser(root: tree, context: 0).parse(["s", "hello", "there", "--loud"])
        #expect(parsed.path == ["s"])
        #expect(try parsed.value(Self.text) == "hello there")
    }

    // MARK: - Helpers

    private static let times = Option<PositiveCount>("times", "n", help: "How many times.")
    private static let loud = Flag("loud", help: "Shout.")
    private static let names = RepeatedArgument<String>("name", help: "Who to greet.")
    private static let tags = RepeatedOption<String>("tag", "tag", short: "t", help: "A tag.")
    private static let greet = CommandSpec(
        name: "greet", abstract: "Say hello.", parameters: [names, times, loud, tags], command: nil)
    private static let text = Argument<String>("text", help: "What to say.", joiningWords: true)
    private static let say = CommandSpec(
        name: "say", abstract: "Say one line.", parameters: [text, loud], command: nil)
    private static let first = Argument<String>("first", help: "One word.")
    private static let second = Argument<String>("second", help: "Another.")
    private static let pair = CommandSpec(
        name: "pair", abstract: "Two words.", parameters: [first, second], command: nil)
    private static let root = CommandSpec(
        group: "hello", abstract: "A tree of its own.", subcommands: [greet, say, pair])

    private func makeSUT() -> CommandLineParser<String> {
        CommandLineParser(root: Self.root, context: "a context")
    }
}
