import Snapshot

/// The command line: finds the command, parses its arguments, runs it, and turns errors into
/// `error: …` lines on stderr and exit statuses.
struct Tool {
    /// The version of nhs-snap, which `--version` prints.
    static let version = "0.1.0"

    /// Every command, in the order the general help lists them. A new command is one file in
    /// Commands/ and one line here.
    static var commands: [Command] {
        [
            VerifyCommand.command,
            RecordCommand.command,
            ReviewCommand.command,
            ApproveCommand.command,
            AuditCommand.command,
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
    }

    /// The program's name, as help and hints spell it.
    let program: String
    let context: Context

    /// Runs the command line `arguments` (without the program's name) and returns the exit status.
    func run(_ arguments: [String]) -> ExitStatus {
        var command: Command?
        do {
            return try dispatch(arguments, command: &command)
        } catch let error as UsageError {
            report(error.message, hint: error.hint, in: command)
        } catch let error as SnapshotError {
            report(error.description, hint: Self.hint(for: error), in: command)
        } catch {
            report(String(describing: error), hint: nil, in: command)
        }
        return .error
    }

    /// Runs `arguments`, setting `command` once it is known (for the hints of its errors).
    private func dispatch(_ arguments: [String], command: inout Command?) throws -> ExitStatus {
        guard let first = arguments.first else {
            throw UsageError("no command given", hint: .generalHelp)
        }
        switch first {
        case "-h", "--help":
            context.console.out(Help.text(for: Self.commands, program: program))
        case "--version":
            context.console.out("nhs-snap \(Self.version)")
        case "help":
            let topics = arguments.dropFirst()
            if let extra = topics.dropFirst().first {
                throw UsageError("unexpected argument '\(extra)'", hint: .generalHelp)
            }
            if let topic = topics.first {
                context.console.out(Help.text(for: try Self.command(named: topic), program: program))
            } else {
                context.console.out(Help.text(for: Self.commands, program: program))
            }
        default:
            if first.hasPrefix("-") { throw UsageError("unknown option '\(first)'", hint: .generalHelp) }
            let found = try Self.command(named: first)
            command = found
            guard let work = try found.parse(Array(arguments.dropFirst())) else {
                context.console.out(Help.text(for: found, program: program))
                return .success
            }
            return try work(context)
        }
        return .success
    }

    private static func command(named name: String) throws(UsageError) -> Command {
        guard let command = commands.first(where: { $0.name == name }) else {
            throw UsageError("unknown command '\(name)'", hint: .generalHelp)
        }
        return command
    }

    /// Where to look after a workflow error: a selection of nothing is a mistake in the command's
    /// options, an unknown scene one the scene list shows; the others (a refused path, an
    /// unreadable file) are not helped by help.
    private static func hint(for error: SnapshotError) -> UsageError.Hint? {
        switch error {
        case .noSnapshotMatches, .noDocSampleMatches: .commandHelp
        case .unknownScene, .unknownWaivedScene: .run("list")
        default: nil
        }
    }

    /// `error: <message>` and, with a hint, `see '<hint>'`, on stderr.
    private func report(_ message: String, hint: UsageError.Hint?, in command: Command?) {
        context.console.err("error: \(message)")
        guard let hint else { return }
        let seen = switch hint {
        case .generalHelp: "\(program) help"
        case .commandHelp: command.map { "\(program) help \($0.name)" } ?? "\(program) help"
        case .run(let other): "\(program) \(other)"
        }
        context.console.err("see '\(seen)'")
    }
}
