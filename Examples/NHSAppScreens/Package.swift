// swift-tools-version:6.0
import PackageDescription

// Ten NHS App screens written for iOS with `import SwiftUI` (the originals are in iOS/), built here
// with only that import changed to `import NHSDesignSystem`, and snapshotted by an executable of
// this package's own, with its goldens in Goldens/ beside this file.
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
                .product(name: "ViewSnapshots", package: "nhs-snap"),
            ]),
    ]
)
