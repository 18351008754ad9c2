import Snapshot

/// `merge-reports DIR...`: one report from sharded verify runs.
enum MergeReportsCommand {
    struct Options: CommandOptions {
        var folders: [String] = []
        var artefacts = Verify.Options().artefacts
        var junit: String?

        static var arguments: [Argument<Self>] {
            [.variadic("DIR...", help: "artefacts folders written by 'verify --shard I/N'", \.folders)]
        }

        static var options: [Option<Self>] {
            [
                .value("out", "DIR", help: "the merged artefacts folder", \.artefacts, .text),
                .value("junit", "FILE", help: "also write the merged JUnit XML", \.junit, .text),
            ]
        }
    }

    static var command: Command {
        Command(
            "merge-reports", summary: "Combine the artefacts folders of 'verify --shard' runs into one report",
            details: """
                The folders must make one whole run: every shard 1/N ... N/N of one N (or a single
                unsharded run), checked against one goldens folder, results.json format 1.

                exit status: 0 when every snapshot matched, 1 when any failed, 2 for a usage error,
                unreadable results, or folders that are not one whole run (naming what is missing).
                """,
            options: Options.self, run: run)
    }

    static func run(_ options: Options, _ context: Context) throws -> ExitStatus {
        let outcome = try MergeReports.run(options.folders, into: options.artefacts, junit: options.junit)
        context.console.out(outcome.text)
        return outcome.report.passed ? .success : .failure
    }
}
