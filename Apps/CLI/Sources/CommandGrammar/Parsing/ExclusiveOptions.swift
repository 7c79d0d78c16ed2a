/// Options of which at most one may be given; when required, exactly one.
public struct ExclusiveOptions: Equatable, Sendable {
    /// The options' names, in order.
    public let names: [String]
    /// Whether one of them must be given.
    public var isRequired = false

    /// A group of `options` of which at most one (with `isRequired`, exactly one) may be given.
    public init(_ options: [any CommandParameter], isRequired: Bool = false) {
        names = options.compactMap { parameter in
            guard case .option(let spec) = parameter.declared else { return nil }
            return spec.name
        }
        self.isRequired = isRequired
    }
}
