import Catalogue
import Foundation
import NHSDesignSystem
import NHSSnapCommandLine

// nhs-snap: the command line over the built-in catalogue, drawn on NHS App screens.
exit(SnapshotCommandLine.run(name: "nhs-snap", scenes: Catalogue.entries, auditRules: Catalogue.auditRules) {
    $0.applyNHSAppearance()
})
