/// Why the snapshot workflow could not do its work: bad input or options, or a file it could
/// not read or write. The command line reports these with exit status 2.
public enum SnapshotError: Error, Equatable, CustomStringConvertible {
    case invalidSceneID(String, reason: String)
    case duplicateSceneID(String)
    /// A path nhs-snap refused to use, and why (`..`, a symbolic link, an unsafe character).
    case unsafePath(String, reason: String)
    case cannotRead(String, reason: String)
    case cannotWrite(String, reason: String)
    case invalidOption(String, value: String, reason: String)
    /// `record` in CI without `--force`.
    case recordingInCI
    /// A results file from `verify --shard` that merge-reports cannot use.
    case invalidResults(String, reason: String)

    public var description: String {
        switch self {
        case .invalidSceneID(let id, let reason): "scene id '\(id)' is not valid: \(reason)"
        case .duplicateSceneID(let id): "scene id '\(id)' is used by more than one scene"
        case .unsafePath(let path, let reason): "refusing path '\(path)': \(reason)"
        case .cannotRead(let path, let reason): "cannot read '\(path)': \(reason)"
        case .cannotWrite(let path, let reason): "cannot write '\(path)': \(reason)"
        case .invalidOption(let option, let value, let reason): "option '\(option)' got '\(value)': \(reason)"
        case .recordingInCI:
            "refusing to record goldens in CI (the CI environment variable is set); goldens are recorded on a developer's machine and reviewed, or pass --force"
        case .invalidResults(let path, let reason): "cannot merge '\(path)': \(reason)"
        }
    }
}
