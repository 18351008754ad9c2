import Snapshot

/// `verify`: the main job. Renders every scene over the matrix and compares each with its
/// golden; writes review images, index.html and results.json to the artefacts folder.
enum VerifyCommand {
    struct Options: CommandOptions {
        var verify = Verify.Options()
        var filter = SnapshotFilter()
        var shard: Shard?
        var timings = false
        var fonts: String?

        static var arguments: [Argument<Self>] { [] }

        static var options: [Option<Self>] {
            [
                SharedOptions.goldens(\.verify.goldens),
                .value("out", "DIR", help: "the artefacts folder: failing images, index.html, results.json", \.verify.artefacts, .text),
                .value("junit", "FILE", help: "also write JUnit XML, one testcase per snapshot", \.verify.junit, .text),
                .value(
                    "shard", "I/N", help: "check only shard I of N (1-based), a stable share by key; combine with merge-reports",
                    \.shard, ValueParser(read: Shard.init(parsing:), show: \.description)),
            ]
                + SharedOptions.narrowing(\.filter) + SharedOptions.tolerance(\.verify.tolerance)
                + [SharedOptions.jobs(\.verify.jobs), SharedOptions.timings(\.timings), SharedOptions.fonts(\.fonts)]
        }
    }

    static var command: Command {
        Command(
            "verify", summary: "Render every scene and compare it with its golden",
            details: """
                Never writes goldens: a missing golden is a failure; record it with the record command.
                Comparison is exact: any changed pixel fails, since renders are the same on every
                machine. A tolerance (--threshold, --ignore-aa, --max-diff-pixels, --max-diff-ratio) is
                for goldens drawn by another renderer. A failure says how many pixels differ, where (the
                box of the change, in points), the largest channel difference, and whether the size
                changed. Orphaned goldens (ones no scene produces or reads), stray PNG files (not goldens at all)
                and temporaries left by an interrupted record are listed but do not fail the run.

                exit status: 0 when every snapshot matches; 1 when any differs, is missing, cannot be
                rendered or has a golden that cannot be read (a corrupt PNG: a snapshot that cannot be
                checked fails the run, listed as an error); 2 for a usage error (options that select no
                snapshot, a bad --shard), a refused path, or an artefact or report that cannot be written.

                On GitHub Actions (GITHUB_ACTIONS=true) each failure is also an ::error annotation on the
                line that defines its scene, and a summary table is appended to $GITHUB_STEP_SUMMARY.
                """,
            options: Options.self, run: run)
    }

    static func run(_ options: Options, _ context: Context) throws -> ExitStatus {
        let fonts = try context.loadedFonts(given: options.fonts)
        let selection = try context.selection(options.filter, fonts: fonts, shard: options.shard)
        let outcome = try Verify.run(selection, options: options.verify)
        context.console.out(outcome.text)
        if GitHubActionsReport.isActive(context.processEnvironment) {
            try publishOnGitHub(outcome.report, catalogue: selection.catalogue, artefacts: options.verify.artefacts, context)
        }
        if options.timings { context.console.err(outcome.times.summary) }
        return outcome.report.passed ? .success : .failure
    }

    /// On GitHub Actions: an `::error` annotation per failure on stdout, naming its scene's file
    /// and line, and the run's summary appended to `$GITHUB_STEP_SUMMARY` when it is set.
    private static func publishOnGitHub(
        _ report: RunReport, catalogue: SceneCatalogue, artefacts: String, _ context: Context
    ) throws {
        let environment = context.processEnvironment
        for line in GitHubActionsReport.annotations(for: report, catalogue: catalogue, workspace: environment["GITHUB_WORKSPACE"]) {
            context.console.out(line)
        }
        if let path = environment["GITHUB_STEP_SUMMARY"], !path.isEmpty {
            try GitHubActionsReport.append(GitHubActionsReport.summary(for: report, artefactsRoot: artefacts), to: path)
        }
    }
}
