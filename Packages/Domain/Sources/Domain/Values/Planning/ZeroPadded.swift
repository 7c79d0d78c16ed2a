/// A whole number written with leading zeros to a width (`0042`): how days and times are written.
enum ZeroPadded {
    static func text(_ number: Int, width: Int) -> String {
        let digits = String(number)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
