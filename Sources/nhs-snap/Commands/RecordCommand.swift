import Snapshot

/// `nhs-snap record`: writes goldens, atomically, leaving unchanged ones untouched.
enum RecordCommand {
    static let command = Command(
        name: "record",
        summary: "Write goldens for scenes that have none (or, by mode, that changed)",
        arguments: [],
        options: [
            SnapshotCommandOptions.goldens,
            Option("mode", valueName: "MODE", help: "missing: only absent or unreadable goldens; failed: also those outside tolerance (exact unless given); all: every golden whose pixels changed", default: RecordMode.missing.rawValue),
            Option("force", help: "record even in CI (when the CI environment variable is set)"),
        ] + SnapshotCommandOptions.narrowing + SnapshotCommandOptions.tolerance
            + [SnapshotCommandOptions.jobs, SnapshotCommandOptions.timings],
        details: """
            Each golden is written to a temporary file in its folder and renamed into place; a golden
            whose decoded pixels equal the rendering's is not rewritten. A golden that cannot be read
            (an empty or corrupt file) counts as missing in every mode, and the output says so.
            Refuses in CI unless --force.

            exit status: 0 when done, 1 when some scene could not be rendered, 2 for a usage error
            (options that select no snapshot, CI without --force), a refused path or a golden that
            cannot be written.
            """,
        run: run)

    static func run(_ arguments: ParsedArguments) throws -> ExitStatus {
        var options = Record.Options()
        options.goldens = arguments.value("goldens")!
        guard let mode = RecordMode(rawValue: arguments.value("mode")!) else {
            throw UsageError("option '--mode' needs missing, failed or all, got '\(arguments.value("mode")!)'", in: command)
        }
        options.mode = mode
        options.force = arguments.flag("force")
        options.tolerance = try SnapshotCommandOptions.tolerance(arguments)
        options.jobs = try SnapshotCommandOptions.jobs(arguments)
        let outcome = try Record.run(SnapshotCommandOptions.snapshotsToWorkOn(arguments), options: options)
        print(outcome.text)
        if arguments.flag("timings") { printToStandardError(outcome.times.summary) }
        return outcome.hasErrors ? .failure : .success
    }
}
