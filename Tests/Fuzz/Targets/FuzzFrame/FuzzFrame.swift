import FuzzSupport

@testable import Terminal

/// The screen's frame writer, on random bytes in every field (what an API, a teammate's `psql`
/// or a pasted line can put in a name, a note or a status line): nothing may crash, and no
/// control reaches the terminal. The bytes written, once the frame's own escape sequences (ESC
/// `[` parameters and a final letter) are taken out, hold no C0, DEL or C1 control and no format
/// character (bidirectional overrides) but an emoji's joiner and a flag's tag letters; and no
/// field is drawn past the frame's width.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzFrame(_ start: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    let bytes = Fuzzer.bytes(start, count)
    guard let first = bytes.first else { return 0 }
    let width = Int(first % 60) + 1
    let fields = Fuzzer.strings(Array(bytes.dropFirst()))
    var frame = Frame(width: width, height: max(1, fields.count))
    for (row, text) in fields.enumerated() {
        let column = Int(text.utf8.first ?? 0) % (width + 2)
        let end = frame.write(text, row: row, column: column, style: CellStyle(isBold: row % 2 == 0))
        precondition(end <= max(width, column), "row \(row) was drawn to column \(end) of \(width)")
    }
    for written in [
        FrameDiff.bytes(from: nil, to: frame, usesColor: true),
        FrameDiff.bytes(from: Frame(width: width, height: max(1, fields.count)), to: frame, usesColor: false),
    ] {
        let shown = withoutEscapeSequences(written)
        for scalar in shown.unicodeScalars {
            let value = scalar.value
            // A joiner inside an emoji and a flag's tag letters are part of what is shown.
            let isShownFormat = value == 0x200D || (0xE0020...0xE007F).contains(value)
            precondition(
                value >= 0x20 && !(0x7F...0x9F).contains(value)
                    && (scalar.properties.generalCategory != .format || isShownFormat),
                "U+\(String(value, radix: 16)) reached the terminal")
        }
    }
    return 0
}

/// `text` without the sequences a frame writes itself: ESC `[`, parameters, a final letter.
private func withoutEscapeSequences(_ text: String) -> String {
    var shown = String.UnicodeScalarView()
    var scalars = text.unicodeScalars.makeIterator()
    while let scalar = scalars.next() {
        guard scalar == "\u{1B}" else {
            shown.append(scalar)
            continue
        }
        // A frame's own sequences are CSI ones; anything else after ESC is left in to be caught.
        guard let next = scalars.next() else { return String(shown) + "\u{1B}" }
        guard next == "[" else {
            shown.append(scalar)
            shown.append(next)
            continue
        }
        while let parameter = scalars.next(),
            !(("A"..."Z").contains(parameter) || ("a"..."z").contains(parameter))
        {}
    }
    return String(shown)
}

@_cdecl("FuzzFrame_main")
func main(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    Fuzzer.run(argc, argv)
}
