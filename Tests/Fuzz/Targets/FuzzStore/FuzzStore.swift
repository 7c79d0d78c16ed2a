import DataLayer
import Dispatch
import Domain
import Foundation
import FuzzSupport

/// A store round trip of arbitrary names and ids: what SQLite keeps is what was given, and a
/// search finds what the Domain's rule says it finds.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzStore(_ start: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    let bytes = Fuzzer.bytes(start, count)
    guard bytes.count > 8 else { return 0 }
    let raw = bytes.prefix(8).reduce(0) { $0 << 8 | Int($1) }
    let text = String(decoding: bytes.dropFirst(8), as: UTF8.self)
    guard let name = try? ItemName(text) else { return 0 }
    var item = NewItem(name: name, fields: ItemFields())
    item.requestedID = Item.ID(rawValue: raw)
    StoreRoundTrip.check(item)
    return 0
}

@_cdecl("FuzzStore_main")
func main(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    Fuzzer.run(argc, argv)
}
