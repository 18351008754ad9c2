// swift-tools-version:6.0
import PackageDescription
import CompilerPluginSupport

// `import SwiftUI` and `import UIKit` for files written for iOS, on Linux only. On Linux the modules re-export
// SnapUI (with Foundation and Observation), so an iOS screen compiles unchanged. On a Mac, Apple's SwiftUI and
// UIKit are the modules of those names: a package module named `SwiftUI` would shadow Apple's for every target
// of a build that depends on this package, so they are not declared there, NHSDesignSystem imports SnapUI,
// and files written for iOS are snapshot on Linux.
#if os(Linux)
let declaresIOSModules = true
#else
let declaresIOSModules = false
#endif

let package = Package(
    name: "nhs-snap",
    // On a Mac: Synchronization's Mutex and Atomic (the parallel runner) need macOS 15. Linux has no minimum.
    platforms: [.macOS(.v15)],
    products: [
        // What an app depends on: one library for previews and scenes, executables and tests (on Linux
        // with the `SwiftUI`, `UIKit` and `Combine` modules its files import; see below).
        .library(name: "NHSSnap", targets: ["NHSSnap"]),
        .executable(name: "nhs-snap", targets: ["nhs-snap"]),
        .executable(name: "nhs-snap-bench", targets: ["nhs-snap-bench"]),
        .library(name: "Raster", targets: ["Raster"]),
        .library(name: "SnapUI", targets: ["SnapUI"]),
        .library(name: "NHSDesignSystem", targets: ["NHSDesignSystem"]),
        .library(name: "Snapshot", targets: ["Snapshot"]),
        .library(name: "ViewSnapshots", targets: ["ViewSnapshots"]),
        .library(name: "NHSSnapTesting", targets: ["NHSSnapTesting"]),
        .library(name: "NHSSnapCommandLine", targets: ["NHSSnapCommandLine"]),
        .library(name: "SnapshotReview", targets: ["SnapshotReview"]),
        .library(name: "AccessibilityAudit", targets: ["AccessibilityAudit"]),
    ],
    targets: [
        // System libraries, found through pkg-config (Debian: libpng-dev, libfreetype-dev, libdeflate-dev,
        // libjpeg62-turbo-dev).
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
        .systemLibrary(
            name: "CJPEG",
            pkgConfig: "libjpeg",
            providers: [.apt(["libjpeg62-turbo-dev"])]
        ),
        // A small C shim that owns libjpeg's setjmp, so libjpeg errors (and its warnings on corrupt
        // data) become return codes rather than exit().
        .target(name: "CJPEGShim", dependencies: ["CJPEG"]),
        // Text shaping (Arabic, Hebrew ...) and the Unicode Bidirectional Algorithm (Debian: libharfbuzz-dev, libfribidi-dev).
        .systemLibrary(name: "CHarfBuzz", pkgConfig: "harfbuzz", providers: [.apt(["libharfbuzz-dev"])]),
        .systemLibrary(name: "CFriBidi", pkgConfig: "fribidi", providers: [.apt(["libfribidi-dev"])]),
        // A small C shim that owns libpng's setjmp, so libpng errors become return codes, with a
        // fast path for common PNGs through libdeflate.
        .target(name: "CPNGShim", dependencies: ["CPNG", "CDeflate"]),

        // What every layer shares and none owns: errno descriptions, stderr, atomic file writes
        // (and their temporaries' names), nearest-name suggestions.
        .target(name: "SnapSupport"),

        // Pixels and text: geometry, paths, scan conversion, compositing, FreeType text (shaped by HarfBuzz,
        // ordered by FriBidi), PNG, JPEG, PDF vectors, diff.
        .target(name: "Raster", dependencies: ["CPNGShim", "CJPEGShim", "CDeflate", "CFreeType", "CHarfBuzz", "CFriBidi", "SnapSupport"]),

        // A SwiftUI-shaped view layer for snapshots: views, layout, environment, accessibility.
        // On Linux it builds on the `Combine` module (below) for `ObservableObject`, `@Published` and `onReceive`,
        // as SwiftUI builds on Combine; on a Mac it imports Apple's.
        .target(
            name: "SnapUI",
            dependencies: ["Raster", "SnapSupport", "AccessibilityAudit", "SnapUIPreviewMacros", "CPreviewSections"]
                + (declaresIOSModules ? ["Combine"] : [])),
        // The compiler plugin behind `#Preview` (a record SnapUI finds at run time) and `@Previewable`. It
        // speaks the compiler's plugin protocol itself, so it needs no swift-syntax.
        .macro(name: "SnapUIPreviewMacros"),
        // The bounds of the sections where SnapUI finds previews: `#Preview`'s records and Swift's
        // conformance records (for `PreviewProvider` types), which only C can name.
        .target(name: "CPreviewSections"),

        // The NHS App design system's components, written against SnapUI as the spec's samples are against SwiftUI.
        // On Linux it imports the `SwiftUI` module (below), as the real design system imports Apple's; on a Mac, SnapUI.
        .target(name: "NHSDesignSystem", dependencies: ["SnapUI"] + (declaresIOSModules ? ["SwiftUI"] : [])),

        // The accessibility audit: WCAG 2.2 AA and the spec's rules as small values, over a snapshot's
        // pixels and the facts the view layer gives (elements, text runs, control edges). It knows no components.
        .target(name: "AccessibilityAudit", dependencies: ["Raster"]),

        // The snapshot workflow: devices and matrix, goldens, verify/record/prune, reports, shards, docs.
        // It draws scenes through closures and knows nothing of views.
        .target(name: "Snapshot", dependencies: ["Raster", "SnapSupport", "AccessibilityAudit"]),

        // The bridge between SnapUI views and the workflow: catalogue entries (views as scenes), the
        // workflow's render settings as SnapUI's render options, and where the fonts are found.
        .target(name: "ViewSnapshots", dependencies: ["SnapUI", "Snapshot", "Raster", "SnapSupport", "AccessibilityAudit"]),

        // `review` and `approve`: accepting a run's failures as goldens (through the recorder), and a
        // loopback-only HTTP server over POSIX sockets for the review page.
        .target(name: "SnapshotReview", dependencies: ["Snapshot", "Raster", "SnapSupport"]),

        // The built-in scenes: every spec sample and the cases that stress each rule, a file per component.
        .target(name: "Catalogue", dependencies: ["NHSDesignSystem", "ViewSnapshots", "Snapshot", "AccessibilityAudit"]),

        // assertSnapshot for users' test targets (Swift Testing and XCTest).
        .target(name: "NHSSnapTesting", dependencies: ["Snapshot", "ViewSnapshots", "SnapUI", "Raster", "AccessibilityAudit"]),

        // nhs-snap's commands over any list of scenes: typed options parsed from a table that also
        // writes the help; each command delegates to the workflow. An app builds its own executable on it.
        .target(
            name: "NHSSnapCommandLine",
            dependencies: ["ViewSnapshots", "Snapshot", "SnapshotReview", "SnapUI", "Raster", "SnapSupport", "AccessibilityAudit"]),

        // An app's one import: re-exports the modules above that an app's snapshot executable and tests use.
        .target(
            name: "NHSSnap",
            dependencies: [
                "AccessibilityAudit", "NHSDesignSystem", "NHSSnapCommandLine", "NHSSnapTesting", "SnapUI", "Snapshot", "ViewSnapshots",
            ]),

        // The nhs-snap executable: the command line over the built-in catalogue.
        .executableTarget(name: "nhs-snap", dependencies: ["NHSSnapCommandLine", "Catalogue", "NHSDesignSystem"]),

        // Micro-benchmarks (subcommands printing JSON) that Benchmarks/*.py run against peers.
        .executableTarget(name: "nhs-snap-bench", dependencies: ["Raster"]),

        // What the view tests share: render options drawing with the repository's fonts.
        .target(name: "SnapTestSupport", dependencies: ["SnapUI", "Raster"], path: "Tests/SnapTestSupport"),

        // Fixtures/Assets holds asset catalogues, copied as an app's are, so `Bundle.module` finds them;
        // Fixtures/Strings holds string tables laid out as resource bundles, which the tests read by path.
        .testTarget(
            name: "SnapUITests", dependencies: ["SnapUI", "Raster", "SnapTestSupport", "AccessibilityAudit"],
            exclude: ["Fixtures/Strings"], resources: [.copy("Fixtures/Assets")]),
        .testTarget(
            name: "NHSDesignSystemTests",
            dependencies: ["NHSDesignSystem", "Catalogue", "NHSSnapTesting", "Snapshot", "ViewSnapshots", "Raster", "SnapTestSupport"],
            exclude: ["__Snapshots__"]),
        .testTarget(
            name: "SnapshotTests",
            dependencies: ["Snapshot", "NHSSnapTesting", "Raster", "SnapUI", "SnapSupport", "SnapTestSupport", "ViewSnapshots", "AccessibilityAudit"]),
        .testTarget(name: "AccessibilityAuditTests", dependencies: ["AccessibilityAudit", "Raster"]),
        .testTarget(name: "RasterTests", dependencies: ["Raster"], exclude: ["Fixtures/pixelmatch_reference.py"]),
        .testTarget(name: "SnapshotReviewTests", dependencies: ["SnapshotReview", "Snapshot", "Raster", "AccessibilityAudit"]),
        .testTarget(name: "ViewSnapshotsTests", dependencies: ["ViewSnapshots", "Snapshot", "SnapUI", "Raster"]),
        .testTarget(name: "NHSSnapCommandLineTests", dependencies: ["NHSSnapCommandLine", "ViewSnapshots", "Snapshot", "SnapUI", "Raster", "AccessibilityAudit"]),
        // Runs the built nhs-snap binary as a subprocess (hence the dependency, which builds it first).
        .testTarget(name: "CLITests", dependencies: ["nhs-snap", "Raster"]),
    ]
)

// The modules themselves (see `declaresIOSModules` above).
if declaresIOSModules {
    // An app's files import SwiftUI, UIKit and Combine: the one library an app depends on carries them.
    if let index = package.products.firstIndex(where: { $0.name == "NHSSnap" }) {
        package.products[index] = .library(name: "NHSSnap", targets: ["NHSSnap", "SwiftUI", "UIKit", "Combine"])
    }
    package.products += [
        .library(name: "SwiftUI", targets: ["SwiftUI"]),
        .library(name: "UIKit", targets: ["UIKit"]),
        .library(name: "Combine", targets: ["Combine"]),
    ]
    package.targets += [
        // What `import Combine` gives on iOS, as SwiftUI code uses it: publishers, subjects, operators,
        // `ObservableObject` and `@Published`, synchronous (a snapshot shows the state they lead to at rest).
        .target(name: "Combine"),
        // What `import SwiftUI` gives on iOS: the view layer, Foundation, Observation and UIKit's names.
        .target(name: "SwiftUI", dependencies: ["SnapUI"]),
        // What `import UIKit` gives a SwiftUI file: UIKit's names (`UIColor`, the text input traits), which
        // live in SnapUI beside the view layer, so it re-exports SnapUI.
        .target(name: "UIKit", dependencies: ["SnapUI", "_Testing_UIKit"]),
        // Swift Testing declares a cross-import overlay for UIKit: a file importing both makes the compiler
        // import `_Testing_UIKit`, which the toolchain ships only for Apple's UIKit. This empty module is it.
        .target(name: "_Testing_UIKit"),
        // Files written for iOS (`import SwiftUI`, `import UIKit`, nothing else), compiled and rendered.
        .testTarget(name: "SwiftUIModuleTests", dependencies: ["SwiftUI", "UIKit", "SnapTestSupport", "Raster"]),
        // The probe: uses of SwiftUI beyond the basics, as real apps write them, each in its own file under
        // Probes/ that begins `import SwiftUI` (and would compile on iOS), each rendered by a test beside it.
        .testTarget(name: "SwiftUIProbeTests", dependencies: ["SwiftUI", "UIKit", "Combine", "SnapTestSupport", "Raster"]),
    ]
}
