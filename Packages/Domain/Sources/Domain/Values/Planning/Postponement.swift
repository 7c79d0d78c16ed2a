/// How far `crew edit --postpone` moves each item's own due day (`1w`, `3d`, `2m`, `-1d`), as
/// Taskwarrior's `due:due+1w` does; an item without a due day is counted from `today`. The
/// store's write decides from each item as it reads it there, so a change made meanwhile moves
/// from its new day.
public struct Postponement: Hashable, Sendable {
    /// The duration as typed.
    public let duration: TypedDueDate
    /// The day an item without a due day is counted from.
    public let today: DueDate

    /// Refused unless `duration` is an amount of days, weeks, months or years.
    public init(_ duration: TypedDueDate, today: DueDate) throws(ValidationError) {
        guard duration.isDuration else { throw ValidationError(field: .postponement, problem: .notADuration) }
        self.duration = duration
        self.today = today
    }

    /// `due` moved by the duration (today's, for none); refused past the days crew keeps.
    public func moved(_ due: DueDate?) throws(ValidationError) -> DueDate {
        try duration.day(today: due ?? today)
    }
}
