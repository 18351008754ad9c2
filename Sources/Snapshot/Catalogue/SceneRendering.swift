import AccessibilityAudit
import Raster

/// What a scene draws in one configuration: its image and, when the scene knows them, what
/// VoiceOver reads (compared with a `.txt` golden beside the image) and what the accessibility
/// audit found (waived findings carry their reason).
public struct SceneRendering: Sendable {
    public var image: Bitmap
    /// VoiceOver's transcript, one element a line; nil when the scene has none (no `.txt` golden).
    public var transcript: String?
    /// The audit's findings, waived ones included.
    public var findings: [AuditFinding]

    public init(image: Bitmap, transcript: String? = nil, findings: [AuditFinding] = []) {
        self.image = image
        self.transcript = transcript
        self.findings = findings
    }

    /// The findings no waiver covers: they fail the snapshot.
    public var failingFindings: [AuditFinding] { findings.filter { $0.waiver == nil } }
}
