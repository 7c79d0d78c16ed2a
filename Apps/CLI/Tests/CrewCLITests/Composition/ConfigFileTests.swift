import CommandGrammar
import Testing

@testable import CrewCLI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The config file's lines: `key = value`, quotes, comments; anything else names its line.
@Suite("Config file")
struct ConfigFileTests {
    @Test("keys and values, quoted or not, comments and blank lines")
    func reads() throws {
        let file = try makeSUT(
            """
            # crew's settings
            store = "/srv/crew/team db.sqlite3"   # shared
            api-url=https://api.example.org

              me = Ada Lovelace # that's me
            color = "never"
            """)
        #expect(file["store"] == "/srv/crew/team db.sqlite3")
        #expect(file["api-url"] == "https://api.example.org")
        #expect(file["me"] == "Ada Lovelace")
        #expect(file["color"] == "never")
        #expect(file.source(of: "me") == "/home/a/.config/crew/config line 5")
        #expect(try makeSUT(#"me = "a \"quoted\" \\ name""#)["me"] == #"a "quoted" \ name"#)
    }

    @Test(
        "a line that is not a setting is refused, naming the file and the line",
        arguments: [
            (
                "colour = never",
                "line 1: unknown key 'colour' (the keys are store, api-url, me, color, confirm)"
            ),
            ("me ada", "line 1: expected key = value"),
            ("me = ada\nme = bob", "line 2: 'me' is already set on line 1"),
            (
                "color = sometimes",
                "line 1: the value 'sometimes' is invalid for 'color': it must be auto, always or never"
            ),
            ("store =", "line 1: 'store' needs a value"),
            (#"store = "/a"b"#, "line 1: unexpected text after the quoted value"),
            (#"store = "/a"#, "line 1: the quoted value has no closing \""),
        ])
    func refuses(text: String, message: String) {
        do {
            _ = try makeSUT(text)
            Issue.record("\(text) was read")
        } catch {
            #expect(error.message == "/home/a/.config/crew/config " + message)
        }
    }

    @Test(
        "the file is $XDG_CONFIG_HOME/crew/config, else ~/.config/crew/config; relative folders are ignored")
    func place() {
        #expect(ConfigFile.path(environment: ["XDG_CONFIG_HOME": "/x", "HOME": "/h"]) == "/x/crew/config")
        #expect(
            ConfigFile.path(environment: ["XDG_CONFIG_HOME": "rel", "HOME": "/h"]) == "/h/.config/crew/config"
        )
        #expect(ConfigFile.path(environment: [:]) == nil)
    }

    @Test("CRLF line ends and a byte-order mark read as a person means them")
    func windowsText() throws {
        let file = try ConfigFile.parse(
            Array("\u{FEFF}me = ada\r\ncolor = never\r\n".utf8), path: "/home/a/.config/crew/config")
        #expect(file["me"] == "ada")
        #expect(file["color"] == "never")
        #expect(file.source(of: "color") == "/home/a/.config/crew/config line 2")
    }

    @Test("text that is not UTF-8 is refused, naming its line; never read as U+FFFD")
    func notUTF8() {
        #expect(throws: UsageError("/home/a/.config/crew/config line 2: not UTF-8 text", path: [])) {
            try ConfigFile.parse(
                Array("color = never\nme = caf".utf8) + [0xE9, 0x0A], path: "/home/a/.config/crew/config")
        }
    }

    @Test(
        "a config file is obeyed only when it is a regular file of the user's (or root's) that nobody else can write",
        arguments: [
            (S_IFREG | 0o600, geteuid(), nil),
            (S_IFREG | 0o644, 0, nil),
            (
                S_IFREG | 0o666, geteuid(),
                "anyone can write it (mode 666); make it yours alone: chmod go-w /c"
            ),
            (
                S_IFREG | 0o620, geteuid(),
                "its group can write it (mode 620); make it yours alone: chmod go-w /c"
            ),
            (S_IFIFO | 0o600, geteuid(), "it is not a regular file (a pipe, a device or a folder)"),
            (
                S_IFREG | 0o600, geteuid() &+ 4242,
                "it belongs to user \(geteuid() &+ 4242), not to you (user \(geteuid())) or root"
            ),
        ] as [(mode_t, uid_t, String?)])
    func trust(mode: mode_t, owner: uid_t, problem: String?) {
        var status = stat()
        status.st_mode = mode
        status.st_uid = owner
        do {
            try ConfigFileTrust(status: status, path: "/c").check()
            #expect(problem == nil)
        } catch {
            #expect(error.message == "Not reading the config file /c: " + (problem ?? "(obeyed)"))
        }
    }

    // MARK: - Helpers

    private func makeSUT(_ text: String) throws(UsageError) -> ConfigFile {
        try ConfigFile.parse(text, path: "/home/a/.config/crew/config")
    }
}
