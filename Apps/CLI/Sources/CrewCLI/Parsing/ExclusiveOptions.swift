/// Options of which at most one may be given; when required, exactly one.
struct ExclusiveOptions: Equatable, Sendable {
    let names: [String]
    var isRequired = false
}
