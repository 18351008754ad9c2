import Snapshot

/// `prune`: removes goldens no scene produces, and stale temporaries.
enum PruneCommand {
    struct Options: CommandOptions {
        var goldens = Verify.Options().goldens
        var dryRun = false

        static var arguments: [Argument<Self>] { [] }

        static var options: [Option<Self>] {
            [SharedOptions.goldens(\.goldens), .flag("dry-run", help: "list what would be removed, remove nothing", \.dryRun)]
        }
    }

    static var command: Command {
        Command(
            "prune", summary: "Remove orphaned goldens (ones no scene produces) and stale temporaries, listing each",
            details: """
                Only PNG files named as nhs-snap names goldens, inside the goldens folder, are removed,
                and the temporary files an interrupted record left beside them
                (.<golden>.tmp-<pid>-<random>, whose process is no longer running); symbolic links are
                never followed. Folders left empty are removed too.
                """,
            options: Options.self, run: run)
    }

    static func run(_ options: Options, _ context: Context) throws -> ExitStatus {
        // Nothing is drawn: the fonts are never read.
        let selection = try context.selection(SnapshotFilter(), fonts: context.fonts(given: nil))
        context.console.out(try Prune.run(selection, goldens: options.goldens, dryRun: options.dryRun).text)
        return .success
    }
}
