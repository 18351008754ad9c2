import Catalogue
import Snapshot

/// `nhs-snap prune`: removes goldens no scene produces.
enum PruneCommand {
    static let command = Command(
        name: "prune",
        summary: "Remove orphaned goldens (ones no scene produces), stray PNG files and stale temporaries, listing each",
        arguments: [],
        options: [SnapshotCommandOptions.goldens, Option("dry-run", help: "list what would be removed, remove nothing")],
        details: """
            Only PNG files inside the goldens folder are removed: goldens no scene produces, PNGs that
            are not goldens at all (e.g. old-banner.png, a name with a space), and the temporary files
            an interrupted record left beside goldens (.<golden>.tmp-<pid>-<random>, whose process is
            no longer running); other files and hidden files stay, and symbolic links are never
            followed. Folders left empty are removed too. A folder with PNG files but no golden is
            refused, removing nothing.
            """,
        run: run)

    static func run(_ arguments: ParsedArguments) throws -> ExitStatus {
        let selection = SnapshotSelection(catalogue: try Catalogue.scenes())
        print(try Prune.run(selection, goldens: arguments.value("goldens")!, dryRun: arguments.flag("dry-run")).text)
        return .success
    }
}
