/// One element of a remote listing, decoded on its own: an element of the wrong shape (a
/// `"completed": "yes"`) is `nil` and counted as skipped, the same way as a record that decodes
/// but breaks a Domain rule, instead of sinking the whole listing.
struct LossyElement<Element: Decodable>: Decodable {
    let value: Element?

    init(from decoder: any Decoder) throws {
        value = try? Element(from: decoder)
    }
}
