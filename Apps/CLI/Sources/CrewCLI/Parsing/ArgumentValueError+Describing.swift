import CommandGrammar
import Presentation

extension ArgumentValueError {
    /// The reason a Domain value gave for refusing the text, as the end of a sentence.
    init(describing error: any Error) {
        let sentence = ErrorMessage.describing(error)
        let lowered = sentence.prefix(1).lowercased() + sentence.dropFirst()
        self.init(lowered.hasSuffix(".") ? String(lowered.dropLast()) : lowered)
    }
}
