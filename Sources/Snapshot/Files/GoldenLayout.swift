/// Where a snapshot's golden lives inside the goldens folder.
public enum GoldenLayout: Sendable, Hashable {
    /// `<scene id>/<configuration>.png`, e.g. `banner/solid/iphone-16-pro.large.light@2x.png`:
    /// the catalogue's `Goldens/`.
    case sceneFolders
    /// `<name>.<configuration>.png`, e.g. `login.iphone-se.large.light@2x.png`: one folder per
    /// test file (`__Snapshots__/<TestFile>/`).
    case flat

    /// The golden's path components inside the goldens folder.
    public func components(sceneID: String, configuration: SnapshotConfiguration) -> [String] {
        switch self {
        case .sceneFolders: sceneID.split(separator: "/").map(String.init) + [configuration.name + ".png"]
        case .flat: [sceneID + "." + configuration.name + ".png"]
        }
    }

    /// True when `components` (a file inside the goldens folder) is a golden nhs-snap could
    /// have written: the layout's shape with a well-formed configuration name. Prune removes
    /// nothing else.
    public func couldHaveWritten(_ components: [String]) -> Bool {
        guard let file = components.last, file.hasSuffix(".png") else { return false }
        let stem = String(file.dropLast(4))
        switch self {
        case .sceneFolders:
            guard components.count == 3,
                (try? SceneCatalogue.check(id: components[0] + "/" + components[1])) != nil
            else { return false }
            return SnapshotConfiguration(name: stem) != nil
        case .flat:
            guard components.count == 1 else { return false }
            // The configuration is the last three dot-separated parts; the name is the rest.
            let parts = stem.split(separator: ".", omittingEmptySubsequences: false)
            guard parts.count >= 4, !parts[0].isEmpty else { return false }
            return SnapshotConfiguration(name: parts.suffix(3).joined(separator: ".")) != nil
        }
    }
}
