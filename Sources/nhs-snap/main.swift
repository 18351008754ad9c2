import Catalogue
import Foundation
import NHSDesignSystem
import NHSSnapCommandLine

// nhs-snap: the command line over the built-in catalogue, drawn on NHS App screens, with the design
// system's audit rules and accessibility snapshots of every scene.
exit(
    SnapshotCommandLine.run(
        name: "nhs-snap", scenes: Catalogue.entries, auditRules: Catalogue.auditRules, accessibilitySnapshots: .standard
    ) { $0.applyNHSAppearance() })
