// swift-tools-version:6.0
import PackageDescription

// A feature module as an iOS team lays one out: a library of views (Sources/Appointments/, `import SwiftUI`
// and nothing else, each with its `#Preview`s), snapshotted with no scene code at all. Its previews are the
// scenes of a one-line executable (`appointments-snapshots`, goldens in Goldens/ beside this file) and the
// cases of one parameterised test (Tests/AppointmentsTests/, goldens in its `__Snapshots__`). On iOS the
// library builds against Apple's SwiftUI; on Linux, against nhs-snap's `SwiftUI` module. In an app's
// repository the dependency would be the nhs-snap package's URL or path; here it is the repository this
// example lives in.
let package = Package(
    name: "FeaturePreviews",
    products: [.library(name: "Appointments", targets: ["Appointments"])],
    dependencies: [.package(name: "nhs-snap", path: "../..")],
    targets: [
        .target(
            name: "Appointments",
            dependencies: [.product(name: "SwiftUI", package: "nhs-snap", condition: .when(platforms: [.linux]))]),
        // The matrix and waivers the executable and the test share.
        .target(
            name: "AppointmentsSnapshotSettings",
            dependencies: ["Appointments", .product(name: "NHSSnap", package: "nhs-snap")]),
        .executableTarget(
            name: "appointments-snapshots",
            dependencies: ["AppointmentsSnapshotSettings", .product(name: "NHSSnap", package: "nhs-snap")]),
        .testTarget(
            name: "AppointmentsTests",
            dependencies: ["AppointmentsSnapshotSettings", .product(name: "NHSSnap", package: "nhs-snap")]),
    ]
)
