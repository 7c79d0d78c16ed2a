/// Options of which at most one may be given; when required, exactly one.
public struct ExclusiveOptions: Equatable, Sendable {
    public let names: [String]
    public var isRequired = false

    public init(_ options: [any CommandParameter], isRequired: Bool = false) {
        names = options.compactMap { parameter in
            guard case .option(let spec) = parameter.declared else { return nil }
            return spec.name
        }
        self.isRequired = isRequired
    }
}
