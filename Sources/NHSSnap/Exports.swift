// nhs-snap for an app, in one import: the view layer, the NHS design system, snapshots of previews and
// scenes from an executable (`SnapshotCommandLine`) or from tests (`assertSnapshot`, `PreviewSnapshot`),
// the workflow's matrix and settings, and the accessibility audit's rules and waivers.

@_exported import AccessibilityAudit
@_exported import NHSDesignSystem
@_exported import NHSSnapCommandLine
@_exported import NHSSnapTesting
@_exported import SnapUI
@_exported import Snapshot
@_exported import ViewSnapshots
