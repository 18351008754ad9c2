import Snapshot

/// `record`: writes goldens, atomically, leaving unchanged ones untouched.
enum RecordCommand {
    struct Options: CommandOptions {
        var record = Record.Options()
        var filter = SnapshotFilter()
        var timings = false
        var fonts: String?

        static var arguments: [Argument<Self>] { [] }

        static var options: [Option<Self>] {
            [
                SharedOptions.goldens(\.record.goldens),
                .value(
                    "mode", "MODE",
                    help: "missing: only absent or unreadable goldens; failed: also those outside tolerance (exact unless given); all: every golden whose pixels changed",
                    \.record.mode, .oneOfCases),
                .flag("force", help: "record even in CI (when the CI environment variable is set)", \.record.force),
            ]
                + SharedOptions.narrowing(\.filter) + SharedOptions.tolerance(\.record.tolerance)
                + [SharedOptions.jobs(\.record.jobs), SharedOptions.timings(\.timings), SharedOptions.fonts(\.fonts)]
        }
    }

    static var command: Command {
        Command(
            "record", summary: "Write goldens for scenes that have none (or, by mode, that changed)",
            details: """
                Each golden is written to a temporary file in its folder and renamed into place; a golden
                whose decoded pixels equal the rendering's is not rewritten. A golden that cannot be read
                (an empty or corrupt file) counts as missing in every mode, and the output says so.
                A scene's VoiceOver transcripts are kept in one transcript.txt its configurations share,
                and a configuration's own <configuration>.txt where it reads differently; every other
                configuration keeps what it reads, and each file written or removed is listed once.
                Refuses in CI unless --force.

                exit status: 0 when done, 1 when some scene could not be rendered, 2 for a usage error
                (options that select no snapshot, CI without --force), a refused path or a golden that
                cannot be written.
                """,
            options: Options.self, run: run)
    }

    static func run(_ options: Options, _ context: Context) throws -> ExitStatus {
        var record = options.record
        record.environment = context.processEnvironment
        let fonts = try context.loadedFonts(given: options.fonts)
        let outcome = try Record.run(context.selection(options.filter, fonts: fonts), options: record)
        context.console.out(outcome.text)
        if options.timings { context.console.err(outcome.times.summary) }
        return outcome.hasErrors ? .failure : .success
    }
}
