extension String {
    /// The sentence with a lower-case first letter, to follow a colon or go inside another.
    var lowercasedFirst: String { prefix(1).lowercased() + dropFirst() }
}
