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
            "prune", summary: "Remove orphaned goldens (ones no scene produces or reads), stray PNG files and stale temporaries, listing each",
            details: """
                Only goldens and PNG files inside the goldens folder are removed: goldens no scene
                produces or reads (images, VoiceOver transcripts of no snapshot, and a scene's shared
                transcript.txt that every configuration overrides with its own), PNGs that
                are not goldens at all (e.g. old-banner.png, a name with a space), and the temporary files
                an interrupted record left beside goldens (.<golden>.tmp-<pid>-<random>, whose process is
                no longer running); other files and hidden files stay, and symbolic links are never
                followed. Folders left empty are removed too. A folder with PNG files but no golden is
                refused, removing nothing.
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
