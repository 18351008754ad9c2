// swift-tools-version:6.0
import PackageDescription

// An app laid out as an iOS app's target: its screens (Sources/ResourcesApp/Screens/, `import SwiftUI`) draw
// with its own resources, declared as an iOS app's package declares them: an asset catalogue (colours in light
// and dark, a vector and a bitmap image), a string catalogue in English and Welsh, and a bundled font
// (Lato, SIL OFL, its licence beside it). Its `#Preview`s are the scenes of a one-line executable
// (main.swift), with its goldens in Goldens/ beside this file. Linux only, as Examples/NHSAppScreens.
let package = Package(
    name: "ResourcesApp",
    defaultLocalization: "en",
    dependencies: [.package(name: "nhs-snap", path: "../..")],
    targets: [
        .executableTarget(
            name: "ResourcesApp",
            dependencies: [.product(name: "NHSSnap", package: "nhs-snap")],
            resources: [.process("Resources")]),
    ]
)
