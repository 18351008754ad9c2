#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Snapshot

/// `nhs-snap verify`: the main job. Renders every scene over the matrix and compares each with
/// its golden; writes review images, index.html and results.json to the artefacts folder.
enum VerifyCommand {
    static let command = Command(
        name: "verify",
        summary: "Render every scene and compare it with its golden",
        arguments: [],
        options: [SnapshotCommandOptions.goldens]
            + [
                Option("out", valueName: "DIR", help: "the artefacts folder: failing images, index.html, results.json", default: Verify.Options().artefacts),
                Option("junit", valueName: "FILE", help: "also write JUnit XML, one testcase per snapshot"),
                Option("shard", valueName: "I/N", help: "check only shard I of N (1-based), a stable share by key; combine with merge-reports"),
            ]
            + SnapshotCommandOptions.narrowing + SnapshotCommandOptions.tolerance
            + [SnapshotCommandOptions.jobs, SnapshotCommandOptions.timings],
        details: """
            Never writes goldens: a missing golden is a failure; record it with 'nhs-snap record'.
            Comparison is exact: any changed pixel fails, since renders are the same on every
            machine. A tolerance (--threshold, --ignore-aa, --max-diff-pixels, --max-diff-ratio) is
            for goldens drawn by another renderer. A failure says how many pixels differ, where (the
            box of the change, in points), the largest channel difference, and whether the size
            changed. Orphaned goldens (ones no scene produces), stray PNG files (not goldens at all)
            and temporaries left by an interrupted record are listed but do not fail the run.

            exit status: 0 when every snapshot matches; 1 when any differs, is missing, cannot be
            rendered or has a golden that cannot be read (a corrupt PNG: a snapshot that cannot be
            checked fails the run, listed as an error); 2 for a usage error (options that select no
            snapshot, a bad --shard), a refused path, or an artefact or report that cannot be written.
            """,
        run: run)

    static func run(_ arguments: ParsedArguments) throws -> ExitStatus {
        var options = Verify.Options()
        options.goldens = arguments.value("goldens")!
        options.artefacts = arguments.value("out")!
        options.junit = arguments.value("junit")
        options.tolerance = try SnapshotCommandOptions.tolerance(arguments)
        options.jobs = try SnapshotCommandOptions.jobs(arguments)
        let shard = try arguments.value("shard").map { text throws in try Shard(parsing: text) }
        let outcome = try Verify.run(SnapshotCommandOptions.snapshotsToWorkOn(arguments, shard: shard), options: options)
        print(outcome.text)
        if arguments.flag("timings") { printToStandardError(outcome.times.summary) }
        return outcome.report.passed ? .success : .failure
    }
}

/// Writes `text` and a newline to stderr.
func printToStandardError(_ text: String) {
    let line = text + "\n"
    _ = line.utf8CString.withUnsafeBufferPointer { write(STDERR_FILENO, $0.baseAddress, $0.count - 1) }
}
