/// `nhs-snap prune`: removes orphaned goldens, the ones no scene of the catalogue produces over
/// the matrix. Only files inside the goldens folder that nhs-snap could have written (see
/// ``GoldenLayout/isSceneFolderGolden(_:)``) are candidates; folders left empty go too.
public enum Prune {
    public struct Outcome: Sendable {
        /// Paths removed (or, for a dry run, that would be), sorted.
        public let removed: [String]
        public let text: String
    }

    /// Removes the orphans of `selection`'s catalogue and matrix (its filter and shard do not
    /// narrow what counts as an orphan) and lists them; with `dryRun`, only lists them.
    public static func run(_ selection: SnapshotSelection, goldens: String, dryRun: Bool = false) throws(SnapshotError) -> Outcome {
        let folder = try SafeFolder(goldens)
        let orphans = selection.orphans(in: folder)
        var lines: [String] = []
        var removed: [String] = []
        for orphan in orphans {
            let components = orphan.split(separator: "/").map(String.init)
            let path = try folder.checkedPath(components)
            if !dryRun { try folder.remove(components) }
            removed.append(path)
            lines.append((dryRun ? "would remove " : "removed ") + path)
        }
        lines.append("\(removed.count) orphaned golden\(removed.count == 1 ? "" : "s") \(dryRun ? "to remove" : "removed")")
        return Outcome(removed: removed, text: lines.joined(separator: "\n"))
    }
}
