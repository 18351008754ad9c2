import Foundation
import Snapshot
import SnapSupport

/// What a reviewer decided about the last run, kept beside its results as `review.json` in the
/// artefacts folder, so a reload of the page (or a later `review`, or `approve`) shows it. It
/// belongs to one run: a state written for other results (a later verify) is ignored.
public struct ReviewState: Codable, Sendable, Equatable {
    /// A decision about one failing snapshot.
    public enum Decision: String, Codable, Sendable {
        /// Its golden was written from the current rendering.
        case accepted
        /// Left failing on purpose: the change is a bug to fix.
        case rejected
    }

    /// The file's name inside the artefacts folder.
    public static let fileName = "review.json"

    /// Identifies the run: a hash of its results.json.
    public var run: String
    /// Decisions by snapshot key.
    public var decisions: [String: Decision] = [:]
    /// Orphans and strays deleted, relative to the goldens folder.
    public var deleted: [String] = []

    public init(run: String) {
        self.run = run
    }

    /// The state kept in `artefacts` for the run whose results.json is there; an empty state when
    /// there is none, or when it was written for another run.
    public static func load(from artefacts: SafeFolder) throws(SnapshotError) -> ReviewState {
        let run = try runIdentifier(in: artefacts)
        let path = try artefacts.checkedPath([fileName])
        guard let data = FileManager.default.contents(atPath: path),
            let state = try? JSONDecoder().decode(ReviewState.self, from: data), state.run == run
        else { return ReviewState(run: run) }
        return state
    }

    /// Writes the state to `artefacts`, atomically.
    public func save(to artefacts: SafeFolder) throws(SnapshotError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let path = try artefacts.preparedPath([Self.fileName])
        do throws(AtomicFile.WriteError) {
            try AtomicFile.write(Array((try? encoder.encode(self)) ?? Data()), to: path)
        } catch {
            throw .cannotWrite(error.path, reason: error.reason)
        }
    }

    /// The run's identifier: FNV-1a (64 bits, hex) of the artefacts folder's results.json.
    static func runIdentifier(in artefacts: SafeFolder) throws(SnapshotError) -> String {
        let path = try artefacts.checkedPath([RunReport.resultsFile])
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .cannotRead(path, reason: "no results.json (was it written by 'nhs-snap verify'?)")
        }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in data {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return String(hash, radix: 16)
    }
}
