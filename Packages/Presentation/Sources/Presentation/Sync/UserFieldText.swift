import Domain

/// A user's field as a conflict names it: `“Ada Lovelace”`, `<ada@x.org>`.
enum UserFieldText {
    static func value(of field: UserField, in user: User) -> String {
        switch field {
        case .name: "“\(user.name)”"
        case .email: "<\(user.email)>"
        }
    }

    /// "user 2 (Ada): email <ada@x.org> here, <ada@y.org> on the server"
    static func conflict(mine: User, theirs: User, fields: [UserField]) -> String {
        let said = fields.map { field in
            "\(field.rawValue) \(value(of: field, in: mine)) here, \(value(of: field, in: theirs)) on the server"
        }
        return "user \(mine.id) (\(mine.name)): " + said.joined(separator: "; ")
    }
}
