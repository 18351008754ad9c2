import AccessibilityAudit
import Raster
import SnapUI

extension Snapshotting where Value == Bitmap, Format == Bitmap {
    /// An image, against its `.png` golden.
    public static var image: Self { Snapshotting(snapshot: { $0 }, diffing: .image) }
}

extension Snapshotting where Value == String, Format == String {
    /// A VoiceOver transcript (one element a line), against its `.txt` golden (the configuration's
    /// own, else the one the snapshot's configurations share).
    public static var transcript: Self { Snapshotting(snapshot: { $0 }, diffing: .transcript) }
}

extension Snapshotting where Value == [AuditFinding], Format == [AuditFinding] {
    /// The audit's findings, waivers applied: any not waived fails.
    public static var audit: Self { Snapshotting(snapshot: { $0 }, diffing: .audit) }
}

extension Snapshotting where Value == RenderedView, Format == Bitmap {
    /// The view's image, against its `.png` golden; nothing else is checked.
    public static var image: Self { Snapshotting<Bitmap, Bitmap>.image.pullback { $0.rendering.image } }
}

extension Snapshotting where Value == RenderedView, Format == String {
    /// What VoiceOver reads in the view, as `nhs-snap a11y` prints it, against its `.txt` golden.
    public static var transcript: Self { Snapshotting<String, String>.transcript.pullback { $0.rendering.transcript } }
}

extension Snapshotting where Value == RenderedView, Format == [AuditFinding] {
    /// The accessibility audit of the view's pixels and facts by `rules`, as `verify` runs it. A
    /// finding of a rule `waivers` names is accepted with the waiver's reason, as a catalogue
    /// entry's `waivers:` are; any other fails.
    public static func audit(waivers: [AuditWaiver] = [], rules: [AuditRule] = AuditRule.standard) -> Self {
        Snapshotting<[AuditFinding], [AuditFinding]>.audit.pullback { view in
            Audit.run(view.rendering.auditSubject(isScreen: view.isScreen), rules: rules, waivers: waivers)
        }
    }
}

extension Snapshotting where Value == RenderedView, Format == ((Bitmap, String), [AuditFinding]) {
    /// What `nhs-snap verify` checks: the image and the VoiceOver transcript against their goldens,
    /// and the accessibility audit by `rules` under `waivers`. The default of `assertSnapshot(of:)`.
    public static func verify(waivers: [AuditWaiver] = [], rules: [AuditRule] = AuditRule.standard) -> Self {
        .combining(.combining(.image, .transcript), .audit(waivers: waivers, rules: rules))
    }
}
