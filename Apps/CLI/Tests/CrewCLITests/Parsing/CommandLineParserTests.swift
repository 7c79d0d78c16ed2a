import CommandGrammar
import Domain
import DomainTestSupport
import Testing

@testable import CrewCLI

@MainActor
@Suite("Command-line parser")
struct CommandLineParserTests {
    @Test(
        "option values come as --opt value, --opt=value, before or after the arguments",
        arguments: [
            ["items", "add", "Buy milk", "--user", "3"], ["items", "add", "--user=3", "Buy milk"],
            ["items", "add", "--user", "3", "--", "Buy milk"],
        ])
    func optionForms(arguments: [String]) throws {
        let parsed = try makeSUT().parse(arguments)
        #expect(parsed.path == ["items", "add"])
        #expect(parsed.arguments == ["Buy milk"])
        #expect(try parsed.value(ItemsAddCommand.declared.user) == .id(userID(3)))
        #expect(try parsed.value(ItemsAddCommand.declared.name) == itemName("Buy milk"))
    }

    @Test(
        "short options read as getopt reads them: an attached value, flags one after another",
        arguments: [
            (["items", "list", "-n2"], ["items", "list", "-n", "2"]),
            (["items", "add", "x", "-uada"], ["items", "add", "x", "--user", "ada"]),
            (["users", "remove", "7", "-yh"], ["users", "remove", "7", "--yes", "--help"]),
            (
                ["items", "list", "-s", "milk", "-n10"],
                ["items", "list", "--search", "milk", "--limit", "10"]
            ),
        ])
    func shortOptionClusters(short: [String], long: [String]) throws {
        #expect(try makeSUT().parse(short) == makeSUT().parse(long))
    }

    @Test("an unknown letter inside a cluster of short options is named")
    func unknownShortInCluster() {
        #expect(throws: UsageError("Unknown option '-z' in '-yz'", path: ["users", "remove"])) {
            try makeSUT().parse(["users", "remove", "7", "-yz"])
        }
    }

    @Test("global options are accepted before or after the subcommand")
    func globalOptionsAnywhere() throws {
        let before = try makeSUT().parse(["--store", "/tmp/x.db", "--no-color", "items", "list"])
        let after = try makeSUT().parse(["items", "list", "--store=/tmp/x.db", "--no-color"])
        #expect(before == after)
        #expect(try before.value(GlobalOptions.declared.store) == "/tmp/x.db")
        #expect(before.isSet(GlobalOptions.declared.noColor))
    }

    @Test("-- ends the options, so a name may start with a dash")
    func doubleDashEndsOptions() throws {
        let parsed = try makeSUT().parse(["items", "add", "--", "--not-an-option"])
        #expect(parsed.arguments == ["--not-an-option"])
    }

    @Test("a negative number is a value, so a bad id is reported as one")
    func negativeNumberIsAValue() throws {
        #expect(try makeSUT().parse(["items", "done", "-3"]).arguments == ["-3"])
    }

    @Test(
        "usage errors name the problem and the command",
        arguments: [
            (["frobnicate"], "Unknown command 'frobnicate'", [String]()),
            (["items", "lst"], "Unknown command 'lst'; did you mean 'list'?", ["items"]),
            (["items", "add", "x", "--frob"], "Unknown option '--frob'", ["items", "add"]),
            (["items", "add", "x", "-z"], "Unknown option '-z'", ["items", "add"]),
            (["items", "add", "x", "--user"], "Missing value for '--user <user>'", ["items", "add"]),
            (
                ["items", "add", "x", "--user", "--json"], "Missing value for '--user <user>'",
                ["items", "add"]
            ),
            (["items", "add"], "Missing expected argument '<name>'", ["items", "add"]),
            (["items", "add", "a", "b"], "Unexpected argument 'b'", ["items", "add"]),
            (
                ["items", "list", "--pending=yes"], "The option '--pending' does not take a value",
                ["items", "list"]
            ),
            (
                ["items", "list", "--pending", "--done"],
                "The options '--pending' and '--done' cannot be used together", ["items", "list"]
            ),
            (["items", "assign", "1"], "Missing one of '--user', '--none'", ["items", "assign"]),
            (
                ["users", "add", "--name", "A"], "Missing expected argument '--email <email>'",
                ["users", "add"]
            ),
            (["items", "edit"], "Missing expected argument '<id> ...'", ["items", "edit"]),
        ])
    func usageErrors(arguments: [String], message: String, path: [String]) {
        #expect(throws: UsageError(message, path: path)) { try makeSUT().parse(arguments) }
    }

    @Test("repeating arguments collect every value")
    func repeatingArguments() throws {
        #expect(try makeSUT().parse(["items", "done", "1", "2", "3"]).arguments == ["1", "2", "3"])
    }

    @Test("--help stops validation, so help is shown for an incomplete command")
    func helpSkipsValidation() throws {
        let parsed = try makeSUT().parse(["items", "add", "--help"])
        #expect(parsed.path == ["items", "add"])
        #expect(parsed.isSet(GlobalOptions.declared.help))
    }

    @Test(
        "an option given twice is a usage error, not a silent 'the last one wins'",
        arguments: [
            ["items", "list", "--limit", "5", "--limit", "7"],
            ["items", "add", "x", "--user", "1", "--user=2"],
            ["--store", "a", "items", "list", "--store", "b"],
        ])
    func repeatedOption(arguments: [String]) {
        #expect(throws: UsageError.self) { try makeSUT().parse(arguments) }
    }

    @Test("did-you-mean uses edit distance")
    func editDistance() {
        #expect(EditDistance.between("list", "lst") == 1)
        #expect(EditDistance.between("remove", "rename") == 3)
        #expect(EditDistance.between("", "abc") == 3)
    }

    // MARK: - Helpers

    @Test(
        "a mistyped command or option names the closest one (two edits or fewer)",
        arguments: [
            (["itmes", "list"], "Unknown command 'itmes'; did you mean 'items'?"),
            (
                ["users", "add", "--name", "A", "--emial", "a@b.org"],
                "Unknown option '--emial'; did you mean '--email'?"
            ),
            (["items", "list", "--overdew"], "Unknown option '--overdew'; did you mean '--overdue'?"),
            (["items", "list", "--frobnicate"], "Unknown option '--frobnicate'"),
        ])
    func didYouMean(arguments: [String], message: String) {
        #expect(throws: UsageError.self) { try makeSUT().parse(arguments) }
        do {
            _ = try makeSUT().parse(arguments)
        } catch {
            #expect(error.message == message)
        }
    }

    @Test("short flags stand for the common options")
    func shortFlags() throws {
        let parsed = try makeSUT().parse(["items", "list", "-u", "chl", "-n", "5", "-s", "milk"])
        #expect(try parsed.value(ItemsListCommand.declared.user) == .namePrefix("chl"))
        #expect(try parsed.value(ItemsListCommand.declared.limit)?.value == 5)
        #expect(try parsed.value(ItemsListCommand.declared.search) == query("milk"))
        #expect(
            try makeSUT().parse(["items", "remove", "1", "2", "-y"]).isSet(ItemsRemoveCommand.change.yes))
        #expect(try makeSUT().parse(["items", "list", "-h"]).isSet(GlobalOptions.declared.help))
    }

    private func makeSUT() -> CommandLineParser<CommandReading> {
        CommandLineParser(root: CommandCatalog.root, today: dueDate("2027-01-15"))
    }
}
