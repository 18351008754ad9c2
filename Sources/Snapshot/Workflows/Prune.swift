/// `nhs-snap prune`: removes what no scene of the catalogue produces from the goldens folder:
/// orphaned goldens (in the golden layout, but produced by no scene over the matrix), stray files
/// (PNGs that are not in the golden layout at all, see ``GoldenLayout/strays(in:)``), and the stale
/// temporaries an interrupted `record` left beside goldens (`.<golden>.tmp-<pid>-<random>`,
/// written by ``AtomicFile``, whose process is gone). Nothing else is touched (no other file, no
/// hidden file); folders left empty go too.
public enum Prune {
    public struct Outcome: Sendable {
        /// Paths removed (or, for a dry run, that would be): the orphans, then the strays, then
        /// the stale temporaries, each sorted.
        public let removed: [String]
        public let text: String
    }

    /// Removes the orphans of `selection`'s catalogue and matrix (its filter and shard do not
    /// narrow what counts as an orphan), the strays and the stale temporaries, listing each; with
    /// `dryRun`, only lists them. Refuses, removing nothing, a folder with strays and no golden
    /// at all: it is likely not a goldens folder (`--goldens .`, say), and a matrix or scene with
    /// a locale that is not valid, whose goldens it cannot tell.
    public static func run(_ selection: SnapshotSelection, goldens: String, dryRun: Bool = false) throws(SnapshotError) -> Outcome {
        try selection.checkLocales()
        let folder = try SafeFolder(goldens)
        let contents = folder.contents()
        let orphans = selection.orphans(in: contents).map { $0.split(separator: "/").map(String.init) }
        let strays = GoldenLayout.strays(in: contents)
        let temporaries = StaleTemporary.all(in: contents)
        if !strays.isEmpty && !contents.files.contains(where: GoldenLayout.isSceneFolderGolden) {
            throw .unsafePath(
                folder.root,
                reason: "it holds PNG files but no golden, so it may not be a goldens folder; nothing was removed")
        }
        enum Kind { case orphan, stray, temporary }
        var lines: [String] = []
        var removed: [String] = []
        let all = orphans.map { ($0, Kind.orphan) } + strays.map { ($0, Kind.stray) } + temporaries.map { ($0, Kind.temporary) }
        for (components, kind) in all {
            let path: String
            switch kind {
            case .orphan:
                path = try folder.checkedPath(components)
                if !dryRun { try folder.remove(components) }
            case .stray:
                path = ([folder.root] + components).joined(separator: "/")
                if !dryRun { try folder.remove(found: components) }
            case .temporary:
                path = try folder.checkedPath(components, hiddenFile: true)
                if !dryRun { try folder.remove(components, hiddenFile: true) }
            }
            removed.append(path)
            lines.append((dryRun ? "would remove " : "removed ") + path)
        }
        let done = dryRun ? "to remove" : "removed"
        func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s") \(done)" }
        lines.append(
            [count(orphans.count, "orphaned golden"), count(strays.count, "stray file"), count(temporaries.count, "stale temporary file")]
                .joined(separator: ", "))
        return Outcome(removed: removed, text: lines.joined(separator: "\n"))
    }
}
