import Raster
import Snapshot

/// The VoiceOver transcript goldens of one `assertSnapshot` call, kept as `nhs-snap record` keeps
/// a scene's (``TranscriptGoldens``): the named snapshot is a scene whose configurations are the
/// matrix's. They share `<name>.transcript.txt`; a configuration that reads differently has its
/// own `<name>.<configuration>.txt`, which it reads instead. The transcripts to record are
/// collected as the configurations are checked and written together once all are, so that the
/// files are laid out once, keeping every configuration's expectation.
final class AssertionTranscripts {
    private let comparer: SnapshotComparer
    /// The named snapshot in each configuration of the matrix, sorted by key.
    private let members: [PlannedSnapshot]
    /// The transcripts to record, by snapshot key.
    private var accepted: [String: String] = [:]
    /// The file each recorded snapshot reads once written, by snapshot key.
    private var written: [String: String] = [:]

    /// The transcripts of the snapshot `name` over `configurations`, in `comparer`'s goldens.
    init(name: String, configurations: [SnapshotConfiguration], comparer: SnapshotComparer) {
        // Stands for the named snapshot in the goldens: only its id is read, it is never drawn.
        let scene = SnapshotScene(name) { _ in Bitmap(width: 1, height: 1) }
        members = configurations.map { PlannedSnapshot(scene: scene, configuration: $0) }.sorted { $0.key < $1.key }
        self.comparer = comparer
    }

    /// `transcript` against the golden the snapshot in `configuration` reads: its own, else the shared one.
    func compare(_ transcript: String, in configuration: SnapshotConfiguration) throws(SnapshotError) -> TranscriptComparison {
        try comparer.compareTranscript(transcript, of: member(in: configuration))
    }

    /// Records `transcript` as the expectation of the snapshot in `configuration`, when ``write()`` runs.
    func record(_ transcript: String, in configuration: SnapshotConfiguration) {
        accepted[member(in: configuration).key] = transcript
    }

    /// Writes the transcripts recorded and lays the snapshot's transcript goldens out again, as
    /// `record` does; nothing when none was recorded. Throws for a refused path or a file that
    /// cannot be written or removed.
    func write() throws(SnapshotError) {
        guard !accepted.isEmpty else { return }
        _ = try comparer.transcripts.accept(accepted, members: members)
        for member in members where accepted[member.key] != nil {
            written[member.key] = try comparer.transcripts.file(of: member).path
        }
    }

    /// The file the snapshot in `configuration` reads its recorded transcript from, once
    /// ``write()`` has run; nil when its transcript was not recorded.
    func recordedFile(in configuration: SnapshotConfiguration) -> String? {
        written[member(in: configuration).key]
    }

    private func member(in configuration: SnapshotConfiguration) -> PlannedSnapshot {
        members.first { $0.configuration == configuration }!
    }
}
