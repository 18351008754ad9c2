/// A mistake on the command line or in its input, reported as `error: <message>` on stderr with
/// exit status 2, followed by `see '<hint>'` when there is help to point to.
struct UsageError: Error, Equatable {
    let message: String
    /// The help command to suggest, e.g. `nhs-snap help diff`; nil for failures (such as an
    /// unreadable file) that help would not fix.
    let hint: String?

    init(_ message: String, hint: String?) {
        self.message = message
        self.hint = hint
    }

    /// A mistake in how `command` was used; points at its help.
    init(_ message: String, in command: Command) {
        self.init(message, hint: "nhs-snap help \(command.name)")
    }
}
