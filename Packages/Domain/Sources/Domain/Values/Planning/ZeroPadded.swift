/// A whole number written with leading zeros to a width (`0042`): how days and times are written.
enum ZeroPadded {
    static func text(_ number: Int, width: Int) -> String {
        let digits = String(number)
        // Digits are ASCII: their UTF-8 count is their length, without walking the characters.
        let missing = width - digits.utf8.count
        return missing > 0 ? String(repeating: "0", count: missing) + digits : digits
    }
}
