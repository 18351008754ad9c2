import AccessibilityAudit
import Raster
import Snapshot

/// How a snapshot format is checked, by the comparison core `nhs-snap verify` uses: the image and
/// the VoiceOver transcript against their goldens (recorded as ``SnapshotRecording`` says), the
/// audit's findings against the waivers they carry. Each failure is one message naming its check.
/// These three are the diffings there are; a strategy for another value reaches one by `pullback`.
public struct Diffing<Format> {
    /// The failures of a snapshot in this format, each a message starting with the check's name;
    /// none when it passes. Each message is made once every configuration is checked and the
    /// transcripts recorded are written, so that it can name the file one went to (see
    /// ``AssertionTranscripts``). Throws for a golden path refused or a file that cannot be written.
    let check: (Format, DiffingContext) throws -> [() -> String]
}

extension Diffing where Format == Bitmap {
    /// The image against its `.png` golden: exactly, unless the assertion's tolerance allows some
    /// change. A failure gives the diff's figures and the paths of the expected, actual and diff images.
    public static var image: Self {
        Diffing { image, context in
            var times = PhaseTimes()
            let snapshot = PlannedSnapshot(scene: SnapshotScene(context.name) { _ in image }, configuration: context.configuration)
            // Compared once; the verdict and any golden recorded come from it.
            let comparison = try context.comparer.compare(snapshot, times: &times)
            let result = try context.checker.result(of: comparison, times: &times)
            var recorded: String?
            if let mode = context.recording.mode(for: result) {
                let outcome = try SnapshotRecorder(comparer: context.comparer, mode: mode).record(comparison, times: &times)
                if outcome.action == .created || outcome.action == .updated { recorded = outcome.golden }
            }
            guard result.isFailure || recorded != nil else { return [] }
            let artefacts = result.artefacts
            let message = "image: \(result.detail)" + context.recordedNote(recorded) + context.artefactLine("expected", artefacts?.expected)
                + context.artefactLine("actual", artefacts?.actual) + context.artefactLine("diff", artefacts?.diff)
            return [{ message }]
        }
    }
}

extension Diffing where Format == String {
    /// What VoiceOver reads against its `.txt` golden, exactly: the configuration's own
    /// `<name>.<configuration>.txt` when it has one, else the shared `<name>.transcript.txt`, as
    /// `verify` reads a scene's (``TranscriptGoldens``). A failure gives the golden's path and the
    /// lines that changed (`- ` the golden's, `+ ` the new).
    public static var transcript: Self {
        Diffing { transcript, context in
            let comparison = try context.transcripts.compare(transcript, in: context.configuration)
            if let mode = context.recording.recordMode,
                let recorded = SnapshotRecorder(comparer: context.comparer, mode: mode).transcriptToRecord(comparison) {
                context.transcripts.record(recorded, in: context.configuration)
            }
            guard !comparison.matches else { return [] }
            let problem =
                if let reason = comparison.unreadable { "golden unreadable: \(reason)" }
                else if comparison.expected == nil { "no golden at \(comparison.golden.path)" }
                else { "VoiceOver reads differently from \(comparison.golden.path)" }
            return [{
                "VoiceOver transcript: \(problem)" + context.recordedNote(context.transcripts.recordedFile(in: context.configuration))
                    + comparison.diff.map { "\n  \($0)" }.joined()
            }]
        }
    }
}

extension Diffing where Format == [AuditFinding] {
    /// The accessibility audit's findings: any not waived fails, each listed with its rule, the
    /// element, its frame in points and the figure measured. It has no golden.
    public static var audit: Self {
        Diffing { findings, _ in
            let failing = findings.filter { $0.waiver == nil }
            guard !failing.isEmpty else { return [] }
            var rules: [String] = []
            for finding in failing where !rules.contains(finding.rule) { rules.append(finding.rule) }
            let message = "accessibility audit: \(failing.count) finding\(failing.count == 1 ? "" : "s") (\(rules.joined(separator: ", ")))"
                + failing.map { "\n  \($0)" }.joined()
            return [{ message }]
        }
    }
}
