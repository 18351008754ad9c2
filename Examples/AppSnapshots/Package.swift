// swift-tools-version:6.0
import PackageDescription

// An app team's own snapshot executable: nhs-snap's commands over the app's own screens (files as
// written for iOS, `import SwiftUI` and `import NHSDesignSystem`), with its goldens in Goldens/ beside
// this file. In an app's repository the dependency would be the nhs-snap package's URL or path; here it
// is the repository this example lives in. Linux only: nhs-snap declares its SwiftUI module only there.
let package = Package(
    name: "AppSnapshots",
    dependencies: [.package(name: "nhs-snap", path: "../..")],
    targets: [
        .executableTarget(
            name: "app-snapshots",
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
