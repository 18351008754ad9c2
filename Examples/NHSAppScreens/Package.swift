// swift-tools-version:6.0
import PackageDescription

// Ten NHS App screens as written for iOS (Sources/nhs-app-screens/Screens/, each beginning `import SwiftUI`
// and `import NHSDesignSystem`), built unchanged against nhs-snap's `SwiftUI` module. Their `#Preview`s are
// the scenes, snapshotted by a one-line executable of this package's own (main.swift), with its goldens in
// Goldens/ beside this file, in English and Welsh (Localizable.xcstrings; WelshReview.md lists what a
// native speaker should check). Linux only: on a Mac,
// `import SwiftUI` is Apple's SwiftUI, which nhs-snap does not draw (nhs-snap declares no SwiftUI there).
let package = Package(
    name: "NHSAppScreens",
    defaultLocalization: "en",
    dependencies: [.package(name: "nhs-snap", path: "../..")],
    targets: [
        .executableTarget(
            name: "nhs-app-screens",
            dependencies: [.product(name: "NHSSnap", package: "nhs-snap")],
            // The screens' strings in English and Welsh, as an iOS app keeps them; SwiftPM copies the
            // catalogue into the target's resource bundle, where nhs-snap looks strings up.
            resources: [.process("Localizable.xcstrings")]),
    ]
)
