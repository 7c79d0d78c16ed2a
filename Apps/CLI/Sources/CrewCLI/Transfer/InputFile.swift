import Foundation

/// A file a command reads whole, or standard input for `-`.
@MainActor
struct InputFile {
    let name: String

    /// How messages name it: the path, or "standard input".
    var description: String { name == "-" ? "standard input" : name }

    /// Its bytes, or `nil` when it cannot be read (missing, a folder, no permission).
    func read(from console: Console) -> [UInt8]? {
        if name == "-" { return console.input.readAll() }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: name, isDirectory: &isFolder), !isFolder.boolValue,
            let data = FileManager.default.contents(atPath: name)
        else { return nil }
        return Array(data)
    }
}
