import Catalogue
import Snapshot

/// What the snapshot commands (verify, record, prune, docs, list) share: the built-in catalogue
/// as the workflow's scenes, and the options that choose goldens, narrow the matrix and set the
/// tolerance, with their parsing.
enum SnapshotCommandOptions {
    static let goldens = Option("goldens", valueName: "DIR", help: "the goldens folder", default: "Goldens")

    /// `--device`, `--text-size`, `--scheme`, `--filter`: each narrows the snapshots worked on.
    static let narrowing = [
        Option("device", valueName: "LIST", help: "only these devices, comma-separated (see 'nhs-snap devices')"),
        Option("text-size", valueName: "LIST", help: "only these text sizes, e.g. large,xxxLarge,AX3"),
        Option("scheme", valueName: "LIST", help: "only these schemes: light, dark"),
        Option("filter", valueName: "GLOB", help: "only scenes whose id (or snapshot key) matches, e.g. 'banner/*'; comma-separated for several"),
    ]

    static let jobs = Option("jobs", short: "j", valueName: "N", help: "snapshots rendered at once", default: String(Verify.Options().jobs))

    static let timings = Option("timings", help: "print the time spent rendering, encoding, decoding and comparing, on stderr")

    /// The tolerance: exact unless given, since renders are deterministic.
    static let tolerance = [
        Option("threshold", valueName: "T", help: "pixelmatch colour threshold, 0 to 1, for goldens from another renderer; 0 counts every changed pixel", default: "0"),
        Option("ignore-aa", help: "do not count pixels pixelmatch takes for anti-aliasing (for goldens from another renderer)"),
        Option("max-diff-pixels", valueName: "N", help: "differing pixels allowed per snapshot", default: "0"),
        Option("max-diff-ratio", valueName: "R", help: "differing pixels allowed, as a fraction of the image, 0 to 1", default: "0"),
    ]

    /// The catalogue over the standard matrix, narrowed by the options given.
    static func selection(_ arguments: ParsedArguments) throws -> SnapshotSelection {
        let filter = try SnapshotFilter(
            devices: arguments.value("device"), textSizes: arguments.value("text-size"),
            schemes: arguments.value("scheme"), patterns: arguments.value("filter"))
        return SnapshotSelection(catalogue: try Catalogue.scenes(), filter: filter)
    }

    /// What `verify` and `record` work on: ``selection(_:)`` and then the shard. A usage error
    /// when the narrowing options match no snapshot, so a mistyped filter cannot pass a run that
    /// checked nothing; a shard may be empty (a small selection leaves some of N shards empty).
    static func snapshotsToWorkOn(_ arguments: ParsedArguments, shard: Shard? = nil) throws -> SnapshotSelection {
        var selection = try selection(arguments)
        guard !selection.snapshots.isEmpty else {
            let given = narrowing.compactMap { option in arguments.value(option.name).map { "--\(option.name) '\($0)'" } }
            throw UsageError(
                given.isEmpty ? "the catalogue has no snapshots" : "no snapshot matches " + given.joined(separator: " "),
                in: arguments.command)
        }
        selection.shard = shard
        return selection
    }

    static func tolerance(_ arguments: ParsedArguments) throws -> Tolerance {
        Tolerance(
            threshold: try arguments.number("threshold", in: 0...1)!,
            ignoresAntialiasing: arguments.flag("ignore-aa"),
            maxDiffPixels: try integer("max-diff-pixels", arguments, in: 0...Int(Int32.max)),
            maxDiffRatio: try arguments.number("max-diff-ratio", in: 0...1)!)
    }

    static func jobs(_ arguments: ParsedArguments) throws -> Int {
        try integer("jobs", arguments, in: 1...1024)
    }

    /// Option `name` as a whole number within `range` (it must have a default).
    static func integer(_ name: String, _ arguments: ParsedArguments, in range: ClosedRange<Int>) throws -> Int {
        let value = try arguments.number(name, in: Double(range.lowerBound)...Double(range.upperBound))!
        guard value == value.rounded() else {
            throw UsageError("option '--\(name)' needs a whole number, got '\(arguments.value(name)!)'", in: arguments.command)
        }
        return Int(value)
    }
}
