import Raster

/// Why the snapshot workflow could not do its work: bad input or options, or a file it could
/// not read or write. The command line reports these with exit status 2.
public enum SnapshotError: Error, Equatable, CustomStringConvertible {
    case invalidSceneID(String, reason: String)
    case duplicateSceneID(String)
    /// A path nhs-snap refused to use, and why (`..`, a symbolic link, an unsafe character).
    case unsafePath(String, reason: String)
    case cannotRead(String, reason: String)
    case cannotWrite(String, reason: String)
    /// A snapshot (named by its key) whose scene could not be rendered, where that stops the
    /// command (`docs`); `verify` and `record` report it as the snapshot's result instead.
    case renderFailed(String, reason: String)
    case invalidOption(String, value: String, reason: String)
    /// A locale identifier (of the matrix, a scene or `--locale`) that is not one nhs-snap can
    /// render in, and why.
    case invalidLocale(String, reason: String)
    /// A command's selection (``SnapshotFilter/criteria``, empty when none was given) that holds
    /// no snapshot: a mistyped filter must not pass a run that checked nothing.
    case noSnapshotMatches(criteria: String)
    /// `docs` with a filter (its criteria, or empty) that keeps no documentation sample.
    case noDocSampleMatches(criteria: String)
    /// A scene id the catalogue does not have, and the nearest ids it has.
    case unknownScene(String, nearest: [String])
    /// A waiver given for a preview id no preview has (a preview renamed or removed), and the
    /// nearest ids there are.
    case unknownWaivedScene(String, nearest: [String])
    /// `record` in CI without `--force`.
    case recordingInCI
    /// A results file from `verify --shard` that merge-reports cannot use.
    case invalidResults(String, reason: String)
    /// The folders given to merge-reports, and the shards of their run (`2/3`) none of them holds.
    case missingShards(folders: [String], missing: [String])

    public var description: String {
        switch self {
        case .invalidSceneID(let id, let reason): "scene id '\(id)' is not valid: \(reason)"
        case .duplicateSceneID(let id): "scene id '\(id)' is used by more than one scene"
        case .unsafePath(let path, let reason): "refusing path '\(path)': \(reason)"
        case .cannotRead(let path, let reason): "cannot read '\(path)': \(reason)"
        case .cannotWrite(let path, let reason): "cannot write '\(path)': \(reason)"
        case .renderFailed(let key, let reason): "cannot render '\(key)': \(reason)"
        case .invalidOption(let option, let value, let reason): "option '\(option)' got '\(value)': \(reason)"
        case .invalidLocale(let identifier, let reason): "locale '\(identifier)' is not valid: \(reason)"
        case .noSnapshotMatches(let criteria):
            criteria.isEmpty ? "the catalogue has no snapshots" : "no snapshot matches \(criteria)"
        case .noDocSampleMatches(let criteria):
            criteria.isEmpty
                ? "the catalogue has no documentation samples (scenes marked as spec samples)"
                : "no documentation sample matches \(criteria)"
        case .unknownScene(let id, let nearest): "unknown scene '\(id)'; nearest: \(nearest.joined(separator: ", "))"
        case .unknownWaivedScene(let id, let nearest):
            "an audit waiver is given for '\(id)', which no preview has (renamed or removed?); nearest: \(nearest.joined(separator: ", "))"
        case .recordingInCI:
            "refusing to record goldens in CI (the CI environment variable is set); goldens are recorded on a developer's machine and reviewed, or pass --force"
        case .invalidResults(let path, let reason): "cannot merge '\(path)': \(reason)"
        case .missingShards(let folders, let missing):
            "cannot merge '\(folders.joined(separator: "', '"))': shard\(missing.count == 1 ? "" : "s") \(missing.joined(separator: ", ")) "
                + "of the run \(missing.count == 1 ? "is" : "are") missing; give the folder of every 'verify --shard' run"
        }
    }
}

extension SnapshotError {
    /// ``cannotWrite(_:reason:)`` for a PNG that `PNG.write` could not write to `path`. The
    /// PNGError's description begins with the path, so the reason is the cause alone: the path
    /// is named once.
    static func cannotWrite(_ path: String, _ error: PNGError) -> SnapshotError {
        if case .cannotWrite(_, let reason) = error { return .cannotWrite(path, reason: reason) }
        let description = error.description
        let named = path + ": "
        return .cannotWrite(path, reason: description.hasPrefix(named) ? String(description.dropFirst(named.count)) : description)
    }
}
