// swift-tools-version:6.0
import PackageDescription

// Ten NHS App screens as written for iOS (Sources/nhs-app-screens/Screens/, each beginning `import SwiftUI`
// and `import NHSDesignSystem`), built unchanged against nhs-snap's `SwiftUI` module and snapshotted by an
// executable of this package's own, with its goldens in Goldens/ beside this file. Linux only: on a Mac,
// `import SwiftUI` is Apple's SwiftUI, which nhs-snap does not draw (nhs-snap declares no SwiftUI there).
let package = Package(
    name: "NHSAppScreens",
    dependencies: [.package(name: "nhs-snap", path: "../..")],
    targets: [
        .executableTarget(
            name: "nhs-app-screens",
            dependencies: [
                .product(name: "AccessibilityAudit", package: "nhs-snap"),
                .product(name: "NHSDesignSystem", package: "nhs-snap"),
                .product(name: "NHSSnapCommandLine", package: "nhs-snap"),
                .product(name: "Snapshot", package: "nhs-snap"),
                .product(name: "SwiftUI", package: "nhs-snap"),
                .product(name: "ViewSnapshots", package: "nhs-snap"),
            ]),
    ]
)
