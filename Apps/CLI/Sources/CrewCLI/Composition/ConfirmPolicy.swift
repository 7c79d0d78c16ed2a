/// When a change to several items asks first (`confirm` in the config file): `bulk` (the
/// default) when the person did not type each id (a filter, or `-` reading a listing), `always`
/// for every change to two items or more, `never` not at all (`--yes` for every command).
enum ConfirmPolicy: String, CaseIterable, Sendable {
    case always, bulk, never

    /// Whether a change to several items chosen so asks.
    func asks(typedEachID: Bool) -> Bool {
        switch self {
        case .always: true
        case .bulk: !typedEachID
        case .never: false
        }
    }
}
