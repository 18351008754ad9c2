// swift-tools-version:6.0
import PackageDescription
import CompilerPluginSupport

let package = Package(
    name: "nhs-snap",
    products: [
        .executable(name: "nhs-snap", targets: ["nhs-snap"]),
        .executable(name: "nhs-snap-bench", targets: ["nhs-snap-bench"]),
        .library(name: "Raster", targets: ["Raster"]),
        .library(name: "SnapUI", targets: ["SnapUI"]),
        .library(name: "NHSDesignSystem", targets: ["NHSDesignSystem"]),
        .library(name: "Snapshot", targets: ["Snapshot"]),
        .library(name: "NHSSnapTesting", targets: ["NHSSnapTesting"]),
    ],
    targets: [
        // System libraries, found through pkg-config (Debian: libpng-dev, libfreetype-dev).
        .systemLibrary(
            name: "CPNG",
            pkgConfig: "libpng16",
            providers: [.apt(["libpng-dev"])]
        ),
        .systemLibrary(
            name: "CFreeType",
            pkgConfig: "freetype2",
            providers: [.apt(["libfreetype-dev"])]
        ),
        .systemLibrary(
            name: "CDeflate",
            pkgConfig: "libdeflate",
            providers: [.apt(["libdeflate-dev"])]
        ),
        // A small C shim that owns libpng's setjmp, so libpng errors become return codes, with a
        // fast path for common PNGs through libdeflate.
        .target(name: "CPNGShim", dependencies: ["CPNG", "CDeflate"]),

        // Pixels and text: geometry, paths, scan conversion, compositing, FreeType text, PNG, diff.
        .target(name: "Raster", dependencies: ["CPNGShim", "CFreeType"]),

        // A SwiftUI-shaped view layer for snapshots: views, layout, environment, accessibility.
        .target(name: "SnapUI", dependencies: ["Raster", "SnapUIPreviewMacros"]),
        // The compiler plugin behind `#Preview` and `@Previewable`, which expand to nothing. It speaks the
        // compiler's plugin protocol itself, so it needs no swift-syntax.
        .macro(name: "SnapUIPreviewMacros"),

        // The NHS App design system's components, written against SnapUI as the spec's samples are against SwiftUI.
        .target(name: "NHSDesignSystem", dependencies: ["SnapUI"]),

        // The built-in scenes: every spec sample and the cases that stress each rule, a file per component.
        .target(name: "Catalogue", dependencies: ["NHSDesignSystem", "Snapshot"]),

        // The snapshot workflow: devices and matrix, goldens, verify/record/prune, reports, shards, docs.
        .target(name: "Snapshot", dependencies: ["Raster", "SnapUI"]),
        // assertSnapshot for users' test targets (Swift Testing and XCTest).
        .target(name: "NHSSnapTesting", dependencies: ["Snapshot", "SnapUI"]),

        // The command line: parses arguments and delegates.
        .executableTarget(name: "nhs-snap", dependencies: ["Raster", "Snapshot", "Catalogue"]),

        // Micro-benchmarks (subcommands printing JSON) that Benchmarks/*.py run against peers.
        .executableTarget(name: "nhs-snap-bench", dependencies: ["Raster"]),

        .testTarget(name: "SnapUITests", dependencies: ["SnapUI"]),
        .testTarget(
            name: "NHSDesignSystemTests", dependencies: ["NHSDesignSystem", "Catalogue", "NHSSnapTesting", "Snapshot"],
            exclude: ["__Snapshots__"]),
        .testTarget(name: "SnapshotTests", dependencies: ["Snapshot", "NHSSnapTesting", "Raster", "SnapUI"]),
        .testTarget(name: "RasterTests", dependencies: ["Raster"], exclude: ["Fixtures/pixelmatch_reference.py"]),
        // Runs the built nhs-snap binary as a subprocess (hence the dependency, which builds it first).
        .testTarget(name: "CLITests", dependencies: ["nhs-snap", "Raster"]),
    ]
)
