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
    /// when the filter keeps none, so a mistyped filter cannot pass a run that checked nothing,
    /// and ``SnapshotError/invalidLocale(_:reason:)`` for a locale of the matrix or a scene that
    /// is not valid (``checkLocales()``); a shard may be empty (a small selection leaves some of N
    /// shards empty).
    public var snapshots: [PlannedSnapshot] {
        get throws(SnapshotError) {
            try checkLocales()
            let filtered = catalogue.snapshots(over: matrix).filter(filter.includes)
            guard !filtered.isEmpty else { throw .noSnapshotMatches(criteria: filter.criteria) }
            guard let shard else { return filtered }
            return filtered.filter { shard.contains(key: $0.key) }
        }
    }

    /// Throws ``SnapshotError/invalidLocale(_:reason:)`` for the first locale of the matrix or of
    /// a scene that is not valid (a string literal that ``SnapshotLocale/init(identifier:)`` would refuse),
    /// so no golden is named after a mistyped locale.
    public func checkLocales() throws(SnapshotError) {
        for locale in matrix.locales + catalogue.scenes.flatMap({ $0.locales ?? [] }) { try locale.check() }
    }

    /// The goldens (images, and the `.txt` transcripts beside them) in the catalogue's folder (its
    /// ``SafeFolder/contents()``) that nhs-snap could have written (see ``GoldenLayout/isSceneFolderGolden(_:)``
    /// and ``GoldenLayout/isSceneFolderTranscript(_:)``) but no snapshot of the whole catalogue over
    /// the matrix reads, whatever the filter and shard: an image or a configuration's own transcript
    /// of no snapshot, and a scene's shared `transcript.txt` (`transcript.cy.txt` in a locale) when
    /// every snapshot of the scene in that locale that has a transcript has one of its own (or none
    /// has a transcript). Their paths relative to the
    /// folder, sorted.
    public func orphans(in goldens: FolderContents) -> [String] {
        let layout = GoldenLayout.sceneFolders
        let snapshots = catalogue.snapshots(over: matrix)
        let produced = Set(snapshots.map { layout.components(sceneID: $0.scene.id, configuration: $0.configuration).joined(separator: "/") })
        let transcripts = snapshots.filter(\.scene.hasTranscript)
        let ownTranscripts = Set(transcripts.map {
            layout.transcriptComponents(sceneID: $0.scene.id, configuration: $0.configuration).joined(separator: "/")
        })
        let files = Set(goldens.files.map { $0.joined(separator: "/") })
        // The shared transcripts some snapshot reads: one of its scene's with no file of its own.
        let sharedTranscripts = Set(transcripts.filter {
            !files.contains(layout.transcriptComponents(sceneID: $0.scene.id, configuration: $0.configuration).joined(separator: "/"))
        }.map { layout.sharedTranscriptComponents(sceneID: $0.scene.id, locale: $0.configuration.locale).joined(separator: "/") })
        let images = goldens.files
            .filter(GoldenLayout.isSceneFolderGolden)
            .map { $0.joined(separator: "/") }
            .filter { !produced.contains($0) }
        let orphanedTranscripts = goldens.files
            .filter(GoldenLayout.isSceneFolderTranscript)
            .map { $0.joined(separator: "/") }
            .filter { !ownTranscripts.contains($0) && !sharedTranscripts.contains($0) }
        return (images + orphanedTranscripts).sorted()
    }
}
