extension Array where Element: Identifiable {
    /// Puts a page on a list: in place of what was there, or after it, leaving out an element
    /// already shown (an item added here that sorts into a later page is not shown twice).
    mutating func show(_ page: [Element], replacing: Bool) {
        if replacing {
            self = page
            return
        }
        let shown = Set(map(\.id))
        self += page.filter { !shown.contains($0.id) }
    }

    /// Puts a page before a list (a listing read from its end shows its earlier rows above),
    /// leaving out an element already shown.
    mutating func showBefore(_ page: [Element]) {
        let shown = Set(map(\.id))
        self = page.filter { !shown.contains($0.id) } + self
    }
}
