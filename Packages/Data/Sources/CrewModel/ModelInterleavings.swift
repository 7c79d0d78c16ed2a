/// The serial orders of two histories run at once: every interleaving that keeps each history's
/// own order (what "the result is one of the serial orders" means for two concurrent crews).
public enum ModelInterleavings {
    /// Each interleaving, as the commands in order with the history (0 or 1) each came from.
    public static func of(_ first: [ModelCommand], _ second: [ModelCommand]) -> [[(
        history: Int, command: ModelCommand
    )]] {
        guard let head = first.first else { return [second.map { (1, $0) }] }
        guard let other = second.first else { return [first.map { (0, $0) }] }
        let fromFirst = of(Array(first.dropFirst()), second).map { [(0, head)] + $0 }
        let fromSecond = of(first, Array(second.dropFirst())).map { [(1, other)] + $0 }
        return fromFirst + fromSecond
    }

    /// The serial order of `first` and `second`, after `prefix`, that explains what two crews
    /// reported (each history's outcomes, as `precision` tells them) and held at the end; `nil`
    /// when none does.
    public static func explaining(
        prefix: [ModelCommand], _ first: [ModelCommand], _ second: [ModelCommand],
        outcomes: [[ModelOutcome]], held: ModelContents, precision: ModelPrecision
    ) -> [(history: Int, command: ModelCommand)]? {
        var start = CrewModel()
        for command in prefix { _ = start.apply(command) }
        for order in of(first, second) {
            var model = start
            var reported: [[ModelOutcome]] = [[], []]
            for (history, command) in order {
                reported[history].append(model.apply(command).reduced(to: precision))
            }
            let wanted = outcomes.map { $0.map { $0.reduced(to: precision) } }
            if reported == wanted,
                held.differences(from: ModelContents(users: model.shownUsers, items: model.shownItems))
                    .isEmpty
            {
                return order
            }
        }
        return nil
    }
}
