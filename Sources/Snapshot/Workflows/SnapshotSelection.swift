/// What every command works on: the catalogue over the matrix, narrowed by the filter and the
/// shard.
public struct SnapshotSelection: Sendable {
    public var catalogue: SceneCatalogue
    public var matrix: SnapshotMatrix
    public var filter: SnapshotFilter
    public var shard: Shard?

    public init(catalogue: SceneCatalogue, matrix: SnapshotMatrix = .standard, filter: SnapshotFilter = SnapshotFilter(), shard: Shard? = nil) {
        self.catalogue = catalogue
        self.matrix = matrix
        self.filter = filter
        self.shard = shard
    }

    /// The selected snapshots, sorted by key. Throws ``SnapshotError/noSnapshotMatches(criteria:)``
    /// when the filter keeps none, so a mistyped filter cannot pass a run that checked nothing;
    /// a shard may be empty (a small selection leaves some of N shards empty).
    public var snapshots: [PlannedSnapshot] {
        get throws(SnapshotError) {
            let filtered = catalogue.snapshots(over: matrix).filter(filter.includes)
            guard !filtered.isEmpty else { throw .noSnapshotMatches(criteria: filter.criteria) }
            guard let shard else { return filtered }
            return filtered.filter { shard.contains(key: $0.key) }
        }
    }

    /// The goldens (images, and the `.txt` transcripts beside them) in the catalogue's folder (its
    /// ``SafeFolder/contents()``) that nhs-snap could have written (see ``GoldenLayout/isSceneFolderGolden(_:)``) but no snapshot of the whole
    /// catalogue over the matrix produces, whatever the filter and shard: their paths relative to
    /// the folder, sorted.
    public func orphans(in goldens: FolderContents) -> [String] {
        let snapshots = catalogue.snapshots(over: matrix)
        let produced = Set(snapshots.map {
            GoldenLayout.sceneFolders.components(sceneID: $0.scene.id, configuration: $0.configuration).joined(separator: "/")
        })
        let transcripts = Set(snapshots.filter(\.scene.hasTranscript).map {
            GoldenLayout.sceneFolders.components(sceneID: $0.scene.id, configuration: $0.configuration).joined(separator: "/")
        })
        let images = goldens.files
            .filter(GoldenLayout.isSceneFolderGolden)
            .map { $0.joined(separator: "/") }
            .filter { !produced.contains($0) }
        // A transcript golden (`<configuration>.txt` beside an image golden) no scene reads.
        let orphanedTranscripts = goldens.files
            .filter { $0.last!.hasSuffix(".txt") && GoldenLayout.isSceneFolderGolden(Array($0.dropLast()) + [String($0.last!.dropLast(4)) + ".png"]) }
            .map { $0.joined(separator: "/") }
            .filter { !transcripts.contains(String($0.dropLast(4)) + ".png") }
        return (images + orphanedTranscripts).sorted()
    }
}
