/// Runs a value's own validation and turns its error into the message shown under the field.
enum FieldCheck {
    /// The validated value, or the field's message.
    static func check<Value>(_ make: () throws -> Value) -> Result<Value, UserFacingError> {
        do {
            return .success(try make())
        } catch {
            return .failure(UserFacingError(error))
        }
    }
}
