/// `nhs-snap prune`: removes orphaned goldens, the ones no scene of the catalogue produces over
/// the matrix, and the stale temporaries an interrupted `record` left beside goldens
/// (`.<golden>.tmp-<pid>-<random>`, written by ``AtomicFile``, whose process is gone). Only files
/// inside the goldens folder that nhs-snap could have written (see
/// ``GoldenLayout/isSceneFolderGolden(_:)``) are candidates; folders left empty go too.
public enum Prune {
    public struct Outcome: Sendable {
        /// Paths removed (or, for a dry run, that would be): the orphans, then the stale
        /// temporaries, each sorted.
        public let removed: [String]
        public let text: String
    }

    /// Removes the orphans of `selection`'s catalogue and matrix (its filter and shard do not
    /// narrow what counts as an orphan) and the stale temporaries, listing each; with `dryRun`,
    /// only lists them.
    public static func run(_ selection: SnapshotSelection, goldens: String, dryRun: Bool = false) throws(SnapshotError) -> Outcome {
        let folder = try SafeFolder(goldens)
        let contents = folder.contents()
        let orphans = selection.orphans(in: contents).map { $0.split(separator: "/").map(String.init) }
        let temporaries = StaleTemporary.all(in: contents)
        var lines: [String] = []
        var removed: [String] = []
        for (components, isTemporary) in orphans.map({ ($0, false) }) + temporaries.map({ ($0, true) }) {
            let path = try folder.checkedPath(components, hiddenFile: isTemporary)
            if !dryRun { try folder.remove(components, hiddenFile: isTemporary) }
            removed.append(path)
            lines.append((dryRun ? "would remove " : "removed ") + path)
        }
        let done = dryRun ? "to remove" : "removed"
        lines.append(
            "\(orphans.count) orphaned golden\(orphans.count == 1 ? "" : "s") \(done), "
                + "\(temporaries.count) stale temporary file\(temporaries.count == 1 ? "" : "s") \(done)")
        return Outcome(removed: removed, text: lines.joined(separator: "\n"))
    }
}
