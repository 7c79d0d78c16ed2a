import Presentation

/// Why a word is not a value of the type asked for, as the end of a sentence:
/// "it must be a positive whole number".
struct ArgumentValueError: Error, Equatable, Sendable {
    let reason: String

    init(_ reason: String) {
        self.reason = reason
    }

    /// The reason a Domain value gave for refusing the text, as the end of a sentence.
    init(describing error: any Error) {
        let sentence = ErrorMessage.describing(error)
        let lowered = sentence.prefix(1).lowercased() + sentence.dropFirst()
        reason = lowered.hasSuffix(".") ? String(lowered.dropLast()) : lowered
    }
}
