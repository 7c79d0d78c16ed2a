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
            (["items", "show", "1", "2"], "Unexpected argument '2'", ["items", "show"]),
            (
                ["items", "list", "--pending=yes"], "The option '--pending' does not take a value",
                ["items", "list"]
            ),
            (
                ["items", "list", "--pending", "--done"],
                "The options '--pending' and '--done' cannot be used together", ["items", "list"]
            ),
            (["items", "assign", "1"], "Missing one of '--user', '--none'", ["items", "assign"]),
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

    @Test("an item's name and a note need no quotes: the words join; -d and -t are --due and --tag")
    func unquotedWordsAndShortForms() throws {
        let add = try makeSUT().parse([
            "add", "Draft", "the", "notes", "-u", "chl", "-d", "fri", "-p", "h", "-t", "release",
        ])
        #expect(add.path == ["add"], "the short verb is the items command's own node")
        let command = try ItemsAddCommand(add)
        #expect(command.request.name == itemName("Draft the notes"))
        #expect(command.request.due == dueDate("2027-01-22"), "the next Friday after Friday 2027-01-15")
        #expect(command.request.tags == (try Tags([tag("release")])))
        #expect(command.request.priority == .high)
        let note = try makeSUT().parse(["note", "1", "Ask", "Bob", "for", "the", "numbers"])
        #expect(try note.value(ItemsNoteCommand.declared.text) == (try NoteText("Ask Bob for the numbers")))
        let rename = try makeSUT().parse(["items", "rename", "3", "A", "new", "name"])
        #expect(try rename.value(ItemsRenameCommand.declared.name) == itemName("A new name"))
        let edit = try makeSUT().parse(["edit", "2", "-d", "3d", "-t", "urgent", "--untag", "ops"])
        #expect(try edit.values(ItemsEditCommand.declared.tag) == [tag("urgent")])
        #expect(try ItemsEditCommand(edit).request.due == .set(dueDate("2027-01-18")), "3d is +3d")
        // Taskwarrior's due+1w: each item's own day moved, as --postpone 1w.
        let shifted = try ItemsEditCommand(try makeSUT().parse(["edit", "2", "--due", "due+1w"])).request
        #expect(shifted.due == nil && shifted.postpone?.duration.text == "+1w")
        #expect(throws: UsageError.self) {
            try ItemsEditCommand(try makeSUT().parse(["edit", "2", "--due", "due+fri"]))
        }
        #expect(throws: UsageError.self) {
            try ItemsEditCommand(try makeSUT().parse(["edit", "2", "--due", "due+1w", "--postpone", "1d"]))
        }
        let done = try makeSUT().parse(["done", "-t", "release"])
        #expect(try done.values(ItemsListCommand.declared.tag) == [tag("release")])
        #expect(CommandCatalog.root.subcommand(named: "reopen")?.aliasOf == ["items", "reopen"])
        #expect(CommandCatalog.root.subcommand(named: "rm")?.aliasOf == ["items", "remove"])
        #expect(
            CommandCatalog.root.aliases.map(\.name) == [
                "add", "ls", "list", "done", "show", "edit", "note", "reopen", "rm",
            ],
            "every short verb names a command (one naming none would be left out)")
        #expect(try makeSUT().parse(["rm", "3", "-y"]).isSet(ItemsRemoveCommand.change.yes))
    }

    @Test(
        "a user is added from words, the e-mail last, or from --name and --email, never from both",
        arguments: [
            (["users", "add", "Chloé", "Martin", "chloe@example.org"], "Chloé Martin", nil),
            (["users", "add", "Chloé Martin", "chloe@example.org"], "Chloé Martin", nil),
            // As a mail header writes a person: the angle brackets are not part of the address.
            (["users", "add", "Chloé Martin <chloe@example.org>"], "Chloé Martin", nil),
            (["users", "add", "Chloé", "Martin", "<chloe@example.org>"], "Chloé Martin", nil),
            (
                ["users", "add", "--name", "Chloé", "--email", "<chloe@example.org>"], nil,
                "The value '<chloe@example.org>' is invalid for '--email <email>': the email must be the address alone, without < and >"
            ),
            (
                ["users", "add", "--name", "Chloé Martin", "--email", "chloe@example.org"], "Chloé Martin",
                nil
            ),
            (["users", "add"], nil, "Missing the user's name and email address: crew users add NAME EMAIL"),
            (
                ["users", "add", "--name", "Chloé"], nil,
                "Give both --name and --email, or the name and email address as words"
            ),
            (
                ["users", "add", "Chloé", "chloe@example.org", "--email", "c@example.org"], nil,
                "Give the name and email address as words or with --name and --email, not both"
            ),
            (
                ["users", "add", "chloe@example.org"], nil,
                "The value 'chloe@example.org' is invalid for '<name-and-email>': it must be a name and an email address, the email last"
            ),
            (
                ["users", "add", "Chloé", "Martin"], nil,
                "The value 'Chloé Martin' is invalid for '<name-and-email>'"
            ),
        ] as [([String], String?, String?)])
    func usersAddForms(arguments: [String], name: String?, message: String?) throws {
        do {
            let command = try UsersAddCommand(try makeSUT().parse(arguments))
            #expect(command.name.value == name)
            #expect(command.email.value == "chloe@example.org")
            #expect(message == nil)
        } catch {
            #expect(message.map { error.message.hasPrefix($0) } == true, "\(error.message)")
        }
    }

    private func makeSUT() -> CommandLineParser<CommandReading> {
        CommandLineParser(root: CommandCatalog.root, today: dueDate("2027-01-15"))
    }
}
