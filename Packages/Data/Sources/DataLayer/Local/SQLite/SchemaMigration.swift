/// One step of the schema: the version it brings a database to, what it does (said in errors and
/// tests), and its statements, run in the opening transaction with the other missing steps.
struct SchemaMigration: Sendable {
    let version: Int
    let name: String
    let statements: [String]
}
