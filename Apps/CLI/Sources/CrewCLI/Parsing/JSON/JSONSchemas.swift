import DataLayer

/// An item's keys (`ItemJSON`).
enum ItemSchema: JSONSchema {
    static var keys: [String] { ItemJSON.keys }
}

/// A user's keys (`UserJSON`).
enum UserSchema: JSONSchema {
    static var keys: [String] { UserJSON.keys }
}

/// A recorded change's keys (`ChangeJSON`, `crew log --json`).
enum ChangeSchema: JSONSchema {
    static var keys: [String] { ChangeJSON.keys }
}
