import Domain
import FuzzSupport

/// The Domain's values: whatever text they accept, they hold their invariants, and reading
/// their own value again gives the same value.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzValues(_ start: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    let bytes = Fuzzer.bytes(start, count)
    let text = String(decoding: bytes, as: UTF8.self)
    if let name = try? ItemName(text) {
        precondition(name.value.count <= ItemName.maximumLength && !name.value.isEmpty)
        precondition(
            !name.value.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
        precondition((try? ItemName(name.value)) == name)
    }
    if let name = try? PersonName(text) { precondition((try? PersonName(name.value)) == name) }
    if let email = try? EmailAddress(text) {
        precondition(email.value == email.value.lowercased())
        precondition((try? EmailAddress(email.value)) == email)
    }
    if let query = try? SearchQuery(text), let name = try? ItemName(text) {
        precondition(query.matches(name), "a name always contains itself")
        precondition(SearchRank(of: name, for: query) == .exactName)
    }
    if bytes.count >= 8 {
        let raw = bytes.prefix(8).reduce(0) { $0 << 8 | Int($1) }
        // A raw value is an assigned id (1 to the maximum) or a provisional one (its negative).
        if let id = Item.ID(rawValue: raw) {
            switch id.kind {
            case .assigned:
                precondition((1...Item.ID.maximum).contains(raw) && id.provisionalNumber == nil)
            case .provisional:
                precondition((-Item.ID.maximum...(-1)).contains(raw))
                precondition(id.provisionalNumber.flatMap { Item.ID(provisional: $0) } == id)
            }
        } else {
            precondition(raw == 0 || raw > Item.ID.maximum || raw < -Item.ID.maximum)
        }
    }
    return 0
}

@_cdecl("FuzzValues_main")
func main(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    Fuzzer.run(argc, argv)
}
