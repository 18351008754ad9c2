import Foundation
import NHSSnap

// The screens' `#Preview`s are the scenes, drawn with the app's own resources (Resources/: the asset
// catalogue, the strings catalogue and the fonts, as SwiftPM bundles them beside this executable), in the
// development language (English), Welsh, the double-length pseudo-locale and the right-to-left one.
// The waiver: nhs-snap's audit measures a list row's label (24 pt beside the 24-pt badge), where iOS's
// target is the whole row, at least 44 pt tall.
let previews = PreviewSelection.all.waiving(
    [AuditWaiver(.targetSize, reason: "nhs-snap measures the row's label, not the 44-pt row iOS taps")], for: "SettingsView/settings")
exit(SnapshotCommandLine.run(name: "resources-app", previews: previews, matrix: SnapshotMatrix(
    devices: [.iPhoneSE], textSizes: [.large], schemes: [.light, .dark],
    locales: [.development, "cy", .doubleLengthPseudo, .rightToLeftPseudo], maximumScale: 1)))
