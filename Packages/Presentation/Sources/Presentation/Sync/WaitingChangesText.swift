/// How every view says that changes made offline wait for `crew sync`, in one wording.
public enum WaitingChangesText {
    /// "crew sync sends it", "crew sync sends them".
    public static func sends(_ count: Int) -> String {
        "crew sync sends \(count == 1 ? "it" : "them")"
    }

    /// "1 change made offline waits to be sent (crew sync sends it)"
    static func waiting(_ count: Int) -> String {
        "\(Count.of(count, "change")) made offline \(count == 1 ? "waits" : "wait") to be sent (\(sends(count)))"
    }
}
