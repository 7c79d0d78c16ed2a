import Domain

/// The texts of a listing's rows that many rows share: a team's items carry a few sets of tags
/// and a few due days, so each set's texts and each day's text are made once and shared (writing
/// the days afresh was 8 % of listing 10,000 items; the Performance article).
struct SharedRowTexts {
    private var tagTexts: [Tags: [String]] = [:]
    private var dayTexts: [DueDate: String] = [:]

    /// The tags' texts in order, made once per set of tags.
    mutating func tags(_ tags: Tags) -> [String] {
        if tags.isEmpty { return [] }
        if let known = tagTexts[tags] { return known }
        let texts = tags.sorted.map(\.value)
        tagTexts[tags] = texts
        return texts
    }

    /// The day's text, made once per day.
    mutating func day(_ day: DueDate) -> String {
        if let known = dayTexts[day] { return known }
        let text = day.description
        dayTexts[day] = text
        return text
    }
}
