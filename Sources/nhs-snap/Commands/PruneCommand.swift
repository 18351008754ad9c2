import Catalogue
import Snapshot

/// `nhs-snap prune`: removes goldens no scene produces.
enum PruneCommand {
    static let command = Command(
        name: "prune",
        summary: "Remove orphaned goldens (ones no scene produces) and stale temporaries, listing each",
        arguments: [],
        options: [SnapshotCommandOptions.goldens, Option("dry-run", help: "list what would be removed, remove nothing")],
        details: """
            Only PNG files named as nhs-snap names goldens, inside the goldens folder, are removed,
            and the temporary files an interrupted record left beside them
            (.<golden>.tmp-<pid>-<random>, whose process is no longer running); symbolic links are
            never followed. Folders left empty are removed too.
            """,
        run: run)

    static func run(_ arguments: ParsedArguments) throws -> ExitStatus {
        let selection = SnapshotSelection(catalogue: try Catalogue.scenes())
        print(try Prune.run(selection, goldens: arguments.value("goldens")!, dryRun: arguments.flag("dry-run")).text)
        return .success
    }
}
