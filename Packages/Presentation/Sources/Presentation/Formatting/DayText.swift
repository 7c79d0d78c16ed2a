import Domain

/// A due day as a sentence names it: "Fri 4 Dec", with its year when that is not today's year
/// ("Mon 4 Jan 2027"). English, like every message of crew.
public enum DayText {
    private static let weekdays = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
    private static let months = [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ]

    /// `day` in words; with its year unless `today` is in the same year.
    public static func spoken(_ day: DueDate, today: DueDate?) -> String {
        let words = "\(weekdays[day.weekday]) \(day.day) \(months[day.month - 1])"
        return today?.year == day.year ? words : words + " \(day.year)"
    }
}
