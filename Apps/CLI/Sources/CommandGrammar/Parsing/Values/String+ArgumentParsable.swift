extension String: ArgumentParsable {
    public static var completion: CompletionSource { .files }

    /// Any text: a file name, a command name.
    public init(argument: String) {
        self = argument
    }
}
