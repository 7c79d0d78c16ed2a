import Domain
import DomainTestSupport
import Presentation
import Testing

@testable import CrewCLI

@MainActor
@Suite("Shell instructions")
struct ShellInstructionTests {
    @Test(
        "lines become instructions",
        arguments: [
            (
                "add Buy milk and eggs",
                ShellInstruction.add(NewItemRequest(name: itemName("Buy milk and eggs")))
            ),
            ("done 1 2", .done(itemIDs(1, 2))),
            ("reopen 3", .reopen(itemIDs(3))),
            ("rename 4 A new name", .rename(itemID(4), to: itemName("A new name"))),
            ("assign 4 --user 2", .assign([itemID(4)], to: .id(userID(2)))),
            ("assign 4 -u Chl", .assign([itemID(4)], to: .namePrefix("Chl"))),
            ("assign 4 --none", .assign([itemID(4)], to: nil)),
            ("assign 4 5 --none", .assign([itemID(4), itemID(5)], to: nil)),
            ("rm 5", .remove(itemIDs(5), confirmed: false)),
            ("remove 4 7 --yes", .remove(itemIDs(4, 7), confirmed: true)),
            ("done 1 2 --json", .printingJSON(.done(itemIDs(1, 2)), keys: nil)),
            (
                "rename 4 --json New name",
                .printingJSON(.rename(itemID(4), to: itemName("New name")), keys: nil)
            ),
            ("list --json --pending", .printingJSON(.list(ItemListRequest(status: .pending)), keys: nil)),
            ("list --json=due,id", .printingJSON(.list(ItemListRequest()), keys: ["id", "due"])),
            ("done 3 --json id,done", .printingJSON(.done(itemIDs(3)), keys: ["id", "done"])),
            ("search milk", .search(query("milk"))),
            ("search", .search(nil)),
            ("filter done", .filter(.completed)),
            ("owner nobody", .owner(.nobody)),
            ("owner 3", .owner(.user(.id(userID(3))))),
            ("owner chl", .owner(.user(.namePrefix("chl")))),
            ("due overdue", .due(nil, overdue: true)),
            ("due any", .due(nil, overdue: false)),
            ("priority HIGH", .priority(.high)),
            ("priority any", .priority(nil)),
            ("tag home Work", .tags(tags("home", "work"))),
            ("tag none", .tags(.none)),
            ("sort due reverse", .sort(.due, reversed: true)),
            ("sort default", .sort(nil, reversed: false)),
            ("rename 10 \"New name\"", .rename(itemID(10), to: itemName("New name"))),
            ("rename 10 'It''s \"done\"'", .rename(itemID(10), to: itemName("Its \"done\""))),
            ("add Buy\\ milk \"and  eggs\"", .add(NewItemRequest(name: itemName("Buy milk and  eggs")))),
            ("search \"\"", .search(nil)),
            ("search 'milk tea'", .search(query("milk tea"))),
            ("search m", .search(query("m"))),
            (
                "add Plan --due 2027-01-20 --priority high --tag home -u chl",
                .add(
                    NewItemRequest(
                        name: itemName("Plan"), owner: .namePrefix("chl"), due: dueDate("2027-01-20"),
                        priority: .high,
                        tags: tags("home")))
            ),
            (
                "edit 3 --no-due --tag x",
                .edit([itemID(3)], ItemEditRequest(due: .clear, addedTags: [tag("x")]))
            ),
            ("list --overdue --sort due", .list(ItemListRequest(overdue: true, sort: .due))),
            ("list", .reload),
            ("more", .more),
            ("  ", .nothing),
            ("QUIT", .quit),
        ])
    func parses(line: String, instruction: ShellInstruction) throws {
        let result = ShellInstruction.parse(line, today: dueDate("2027-01-15"))
        #expect(try result.get() == instruction)
    }

    @Test(
        "bad lines explain themselves",
        arguments: [
            "done x", "done", "done 0", "done 1 --frob", "rename 4", "rename x y", "assign 1", "assign 4 2",
            "assign 4 --user chl --none", "reopen 1 --user chl", "filter soon",
            "fly away",
            "add", "owner 0", "add x --frob", "edit 3", "list --pending --done",
            "rename 4 \"unfinished", "add 'open", "add \"\"", "due soon",
            "priority urgent", "tag a/b", "sort size",
            "sort due up", "due 9999-12-31", "done -", "edit - --due mon",
        ])
    func refuses(line: String) {
        let result = ShellInstruction.parse(line, today: dueDate("2027-01-15"))
        #expect(throws: ShellInputError.self) { try result.get() }
    }
}

@Suite("Shell words")
struct ShellWordsTests {
    @Test(
        "words split like a POSIX shell's: quotes, escapes, and whitespace between words",
        arguments: [
            ("a b  c", ["a", "b", "c"]), ("  ", []), ("'a b' c", ["a b", "c"]), ("\"a \\\" b\"", ["a \" b"]),
            ("a\\ b", ["a b"]), ("''", [""]), ("x\"y z\"w", ["xy zw"]), ("'\\n'", ["\\n"]),
            ("\"\\n\"", ["\\n"]), ("émoji 🚲 \"注 文\"", ["émoji", "🚲", "注 文"]),
        ])
    func splits(line: String, words: [String]) throws {
        #expect(try ShellWords.split(line) == words)
    }

    @Test("a mistyped instruction names the closest one")
    @MainActor
    func didYouMean() {
        let typo = ShellInstruction.parse("dne 5", today: dueDate("2027-01-15"))
        let unknown = ShellInstruction.parse("xyzzy", today: dueDate("2027-01-15"))
        #expect(typo == .failure(ShellInputError("unknown command 'dne'; did you mean 'done'?")))
        #expect(unknown == .failure(ShellInputError("unknown command 'xyzzy'; type 'help'")))
    }

    @Test("an unbalanced quote is an error", arguments: ["'a", "\"a", "a 'b c", "\"a\\\""])
    func unbalanced(line: String) {
        #expect(throws: ShellInputError.self) { try ShellWords.split(line) }
    }

    @Test("'me' is the config file's me in `owner me` and `--user me`, and an error without one")
    @MainActor func meIsTheConfigsMe() throws {
        let ada = UserReference.email(emailAddress("ada@example.org"))
        let today = dueDate("2027-01-15")
        #expect(try ShellInstruction.parse("owner me", today: today, me: ada).get() == .owner(.user(ada)))
        #expect(
            try ShellInstruction.parse("list --user me", today: today, me: ada).get()
                == .list(ItemListRequest(owner: .user(ada))))
        for line in ["owner me", "assign 3 --user me"] {
            guard case .failure(let error) = ShellInstruction.parse(line, today: today) else {
                Issue.record("\(line) was read without a me")
                continue
            }
            #expect(error.message.contains("'me' names nobody yet"), "\(error.message)")
        }
    }
}
