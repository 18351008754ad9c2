import AccessibilityAudit
import Raster

/// What a scene draws in one configuration: its image and, when the scene knows them, what
/// VoiceOver reads (compared with a `.txt` golden beside the image) and what the accessibility
/// audit found (waived findings carry their reason), and warnings of what it drew but not as iOS
/// would (a UIKit view drawn as a placeholder).
public struct SceneRendering: Sendable {
    public var image: Bitmap
    /// VoiceOver's transcript, one element a line; nil when the scene has none (no `.txt` golden).
    public var transcript: String?
    /// The audit's findings, waived ones included.
    public var findings: [AuditFinding]
    /// What the scene drew but not as iOS would, one sentence each; `verify` prints them as warnings.
    public var warnings: [String]

    public init(image: Bitmap, transcript: String? = nil, findings: [AuditFinding] = [], warnings: [String] = []) {
        self.image = image
        self.transcript = transcript
        self.findings = findings
        self.warnings = warnings
    }

    /// The findings no waiver covers: they fail the snapshot.
    public var failingFindings: [AuditFinding] { findings.filter { $0.waiver == nil } }
}
