import CommandGrammar
import Testing

@testable import CrewCLI

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
            ("colour = never", "line 1: unknown key 'colour' (the keys are store, api-url, me, color)"),
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

    // MARK: - Helpers

    private func makeSUT(_ text: String) throws(UsageError) -> ConfigFile {
        try ConfigFile.parse(text, path: "/home/a/.config/crew/config")
    }
}
