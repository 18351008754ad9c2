import Snapshot

/// `nhs-snap merge-reports DIR...`: one report from sharded verify runs.
enum MergeReportsCommand {
    static let command = Command(
        name: "merge-reports",
        summary: "Combine the artefacts folders of 'verify --shard' runs into one report",
        arguments: [Argument(name: "DIR...", help: "artefacts folders written by 'nhs-snap verify --shard I/N'")],
        options: [
            Option("out", valueName: "DIR", help: "the merged artefacts folder", default: Verify.Options().artefacts),
            Option("junit", valueName: "FILE", help: "also write the merged JUnit XML"),
        ],
        details: """
            The folders must make one whole run: every shard 1/N ... N/N of one N (or a single
            unsharded run), checked against one goldens folder, results.json format 1.

            exit status: 0 when every snapshot matched, 1 when any failed, 2 for a usage error,
            unreadable results, or folders that are not one whole run (naming what is missing).
            """,
        run: run)

    static func run(_ arguments: ParsedArguments) throws -> ExitStatus {
        let outcome = try MergeReports.run(arguments.positionals, into: arguments.value("out")!, junit: arguments.value("junit"))
        print(outcome.text)
        return outcome.report.passed ? .success : .failure
    }
}
