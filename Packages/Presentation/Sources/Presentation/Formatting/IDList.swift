/// Ids as a sentence lists them: "4", "4 and 7", "4, 7 and 9"; a long list is cut after ten
/// ("1, 2, …, 10 and 40 more").
enum IDList {
    static let shownAtMost = 10

    static func describing<ID: CustomStringConvertible>(_ ids: [ID]) -> String {
        let texts = ids.map(\.description)
        if texts.count > shownAtMost {
            return texts.prefix(shownAtMost).joined(separator: ", ")
                + " and \(texts.count - shownAtMost) more"
        }
        guard let last = texts.last else { return "" }
        return texts.count == 1 ? last : texts.dropLast().joined(separator: ", ") + " and " + last
    }
}
