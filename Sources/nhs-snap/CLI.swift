#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The `nhs-snap` command line: finds the command, parses its arguments, runs it, and turns
/// errors into `error: …` lines on stderr and exit statuses.
enum CLI {
    static let version = "0.1.0"

    /// Every command, in the order `nhs-snap help` lists them. A new command is one file in
    /// Commands/ and one line here.
    static let commands: [Command] = [
        VerifyCommand.command,
        RecordCommand.command,
        PruneCommand.command,
        MergeReportsCommand.command,
        DocsCommand.command,
        ListCommand.command,
        DevicesCommand.command,
        RenderCommand.command,
        LayoutCommand.command,
        AccessibilityCommand.command,
        DiffCommand.command,
    ]

    /// Runs the command line `arguments` (without the program name) and returns the exit status.
    static func run(_ arguments: [String]) -> ExitStatus {
        do {
            return try dispatch(arguments)
        } catch let error as UsageError {
            printError(error.message, hint: error.hint)
        } catch {
            printError(String(describing: error), hint: nil)
        }
        return .error
    }

    private static func dispatch(_ arguments: [String]) throws -> ExitStatus {
        guard let first = arguments.first else {
            throw UsageError("no command given", hint: "nhs-snap help")
        }
        switch first {
        case "-h", "--help":
            print(Help.text(for: commands))
        case "--version":
            print("nhs-snap \(version)")
        case "help":
            guard arguments.count <= 2 else {
                throw UsageError("unexpected argument '\(arguments[2])'", hint: "nhs-snap help")
            }
            print(arguments.count == 1 ? Help.text(for: commands) : Help.text(for: try command(named: arguments[1])))
        default:
            if first.hasPrefix("-") { throw UsageError("unknown option '\(first)'", hint: "nhs-snap help") }
            let command = try command(named: first)
            let parsed = try ParsedArguments(Array(arguments.dropFirst()), for: command)
            if parsed.flag("help") {
                print(Help.text(for: command))
                return .success
            }
            try parsed.checkArgumentCount()
            return try command.run(parsed)
        }
        return .success
    }

    private static func command(named name: String) throws(UsageError) -> Command {
        guard let command = commands.first(where: { $0.name == name }) else {
            throw UsageError("unknown command '\(name)'", hint: "nhs-snap help")
        }
        return command
    }

    /// `error: <message>` and, with a hint, `see '<hint>'`, on stderr.
    private static func printError(_ message: String, hint: String?) {
        var text = "error: \(message)\n"
        if let hint { text += "see '\(hint)'\n" }
        _ = text.utf8CString.withUnsafeBufferPointer { write(STDERR_FILENO, $0.baseAddress, $0.count - 1) }
    }
}
