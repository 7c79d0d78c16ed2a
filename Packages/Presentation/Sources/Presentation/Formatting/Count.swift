/// A number with its noun: "1 item", "3 items".
enum Count {
    static func of(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
