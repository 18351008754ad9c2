import Foundation
import NHSDesignSystem
import NHSSnapCommandLine
import Snapshot

/// A phone and a tablet, the default text size and the largest, light and dark: 8 snapshots a screen.
let matrix = SnapshotMatrix(
    devices: [.iPhoneSE, .iPadPro11], textSizes: [.large, .accessibility5], schemes: [.light, .dark], locales: [.development, "cy"],
    maximumScale: 1)

exit(SnapshotCommandLine.run(name: "nhs-app-screens", scenes: Scenes.entries, matrix: matrix) { $0.applyNHSAppearance() })
