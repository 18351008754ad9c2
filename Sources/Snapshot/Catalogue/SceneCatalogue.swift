/// The scenes a run works on, checked: every id well formed and used once, sorted by id.
public struct SceneCatalogue: Sendable {
    /// The scenes, sorted by id.
    public let scenes: [SnapshotScene]

    /// Checks `scenes` and sorts them by id; throws ``SnapshotError/invalidSceneID(_:reason:)``
    /// or ``SnapshotError/duplicateSceneID(_:)`` naming the first bad id. Ids that differ only in case
    /// are the same id: their golden folders would be one on a Mac's file system.
    public init(_ scenes: [SnapshotScene]) throws(SnapshotError) {
        var seen = Set<String>()
        for scene in scenes {
            try Self.check(id: scene.id)
            guard seen.insert(scene.id.lowercased()).inserted else { throw .duplicateSceneID(scene.id) }
        }
        self.scenes = scenes.sorted { $0.id < $1.id }
    }

    /// Throws unless `id` is `component/variant`, each part one or more ASCII letters, digits and
    /// `-`, not starting with `-`: `banner/solid`, or a preview's `HomeView/signed-in`.
    public static func check(id: String) throws(SnapshotError) {
        let parts = id.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2 else {
            throw .invalidSceneID(id, reason: "it needs exactly one '/', as in 'banner/solid'")
        }
        for part in parts {
            guard !part.isEmpty else { throw .invalidSceneID(id, reason: "a part is empty") }
            guard part.unicodeScalars.allSatisfy(isIDCharacter) else {
                throw .invalidSceneID(id, reason: "only letters, digits, '-' and one '/' are allowed")
            }
            guard !part.hasPrefix("-") else { throw .invalidSceneID(id, reason: "a part starts with '-'") }
        }
    }

    private static func isIDCharacter(_ c: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(c) || ("A"..."Z").contains(c) || ("0"..."9").contains(c) || c == "-"
    }

    /// Every snapshot of every scene over `matrix` (adapted to each scene), sorted by key.
    public func snapshots(over matrix: SnapshotMatrix) -> [PlannedSnapshot] {
        scenes.flatMap { scene in
            matrix.adapted(to: scene).configurations.map { PlannedSnapshot(scene: scene, configuration: $0) }
        }.sorted { $0.key < $1.key }
    }
}

/// A scene in one configuration: one golden.
public struct PlannedSnapshot: Sendable {
    public let scene: SnapshotScene
    public let configuration: SnapshotConfiguration
    /// `banner/solid/iphone-16-pro.large.light@2x`: unique in a run, the order of reports.
    public let key: String

    public init(scene: SnapshotScene, configuration: SnapshotConfiguration) {
        self.scene = scene
        self.configuration = configuration
        key = scene.id + "/" + configuration.name
    }
}
