import Domain

/// One item read from an import file, with the line it starts on.
struct ImportRecord: Equatable, Sendable {
    let line: Int
    let item: NewItem
}
