/// A mistake on the command line or in its input, reported as `error: <message>` on stderr with
/// exit status 2, followed by `see '<hint>'` when there is something to look at.
struct UsageError: Error, Equatable {
    /// Where to look, spelled with the program's name when the error is printed.
    enum Hint: Equatable {
        /// `<program> help`.
        case generalHelp
        /// `<program> help <command>`, for the command being run.
        case commandHelp
        /// `<program> <command>`, a command that lists what was mistyped, e.g. `list`.
        case run(String)
    }

    let message: String
    /// Nil for failures (such as an unreadable file) that help would not fix.
    let hint: Hint?

    init(_ message: String, hint: Hint?) {
        self.message = message
        self.hint = hint
    }
}
