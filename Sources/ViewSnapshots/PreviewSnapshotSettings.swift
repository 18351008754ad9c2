import AccessibilityAudit
import SnapUI
import Snapshot

/// What a preview says of its own snapshots, through nhs-snap's modifiers in its body: the matrix's axes
/// it narrows or widens, and the audit rules it waives. Read before the preview is rendered.
public struct PreviewSnapshotSettings: PreferenceKey, Equatable, Sendable {
    public var devices: [Device]?
    public var textSizes: [TextSize]?
    public var schemes: [Scheme]?
    public var waivers: [AuditWaiver] = []

    public static var defaultValue: PreviewSnapshotSettings { PreviewSnapshotSettings() }

    /// The settings of several views combined: the first to set an axis wins; waivers add up.
    public static func reduce(value: inout PreviewSnapshotSettings, nextValue: () -> PreviewSnapshotSettings) {
        let next = nextValue()
        value.devices = value.devices ?? next.devices
        value.textSizes = value.textSizes ?? next.textSizes
        value.schemes = value.schemes ?? next.schemes
        value.waivers += next.waivers.filter { !value.waivers.contains($0) }
    }
}

extension View {
    /// Snapshots the preview this view is on in these devices, text sizes or schemes in place of the
    /// matrix's (nil keeps the matrix's): `.snapshotMatrix(devices: [.iPhoneSE])` for a phone-only screen.
    /// nhs-snap's own: in a file also built for iOS, write it under `#if canImport(NHSSnap)`.
    public func snapshotMatrix(devices: [Device]? = nil, textSizes: [TextSize]? = nil, schemes: [Scheme]? = nil) -> some View {
        transformPreference(PreviewSnapshotSettings.self) { settings in
            settings.devices = devices ?? settings.devices
            settings.textSizes = textSizes ?? settings.textSizes
            settings.schemes = schemes ?? settings.schemes
        }
    }

    /// Accepts the audit's findings of `rule` in this preview's snapshots, for `reason` (shown beside each
    /// finding), as a catalogue entry's waivers do. nhs-snap's own, like ``snapshotMatrix(devices:textSizes:schemes:)``.
    public func snapshotAuditWaiver(_ rule: AuditRule, reason: String) -> some View {
        transformPreference(PreviewSnapshotSettings.self) { $0.waivers.append(AuditWaiver(rule, reason: reason)) }
    }
}
