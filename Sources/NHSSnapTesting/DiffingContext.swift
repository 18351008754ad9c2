import Snapshot

/// What a ``Diffing`` checks one snapshot against: its name and configuration (which name its
/// goldens), the comparison core over the goldens folder, the artefacts folder for review images,
/// which goldens may be recorded, and the assertion's transcript goldens.
struct DiffingContext {
    let name: String
    let configuration: SnapshotConfiguration
    let checker: SnapshotChecker
    let recording: SnapshotRecording
    let transcripts: AssertionTranscripts

    var comparer: SnapshotComparer { checker.comparer }

    /// `; recorded PATH (NHS_SNAP_RECORD=missing): check it, then run again` when `golden` was
    /// written, else nothing.
    func recordedNote(_ golden: String?) -> String {
        golden.map { "; recorded \($0) (NHS_SNAP_RECORD=\(recording.rawValue)): check it, then run again" } ?? ""
    }

    /// `\n  actual: <artefacts>/PATH`: a review image's path, labelled, on a line of its own.
    func artefactLine(_ label: String, _ path: String?) -> String {
        path.map { "\n  \(label): \(checker.artefacts.root)/\($0)" } ?? ""
    }
}
