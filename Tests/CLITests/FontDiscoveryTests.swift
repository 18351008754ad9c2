import Foundation
import Raster
import Testing

/// A copy of the nhs-snap binary finds its fonts by `--fonts`, then `NHS_SNAP_FONTS`, then a
/// `Fonts/` folder beside itself, then the package it was built from. Told apart by a font folder
/// whose manifest draws regular text with the bold face.
@Suite final class FontDiscoveryTests {
    let directory: URL
    /// The repository's fonts: this file is Tests/CLITests/FontDiscoveryTests.swift.
    static let bundled = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fonts")

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("nhs-snap-fonts-\(UUID().uuidString)")
        let files = FileManager.default
        try files.createDirectory(at: directory.appendingPathComponent("copy"), withIntermediateDirectories: true)
        let products = try #require(Bundle.main.executableURL).deletingLastPathComponent()
        try files.copyItem(at: products.appendingPathComponent("nhs-snap"), to: directory.appendingPathComponent("copy/nhs-snap"))
        for folder in ["plain", "bold"] {
            try files.createDirectory(at: directory.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        for name in ["LiberationSans-Regular.ttf", "LiberationSans-Bold.ttf", "MaterialSymbolsOutlined.ttf"] {
            try files.copyItem(at: Self.bundled.appendingPathComponent(name), to: directory.appendingPathComponent("plain/" + name))
            if name != "LiberationSans-Regular.ttf" {
                try files.copyItem(at: Self.bundled.appendingPathComponent(name), to: directory.appendingPathComponent("bold/" + name))
            }
        }
        try Data(#"{"regular": "LiberationSans-Bold.ttf"}"#.utf8).write(to: directory.appendingPathComponent("bold/fontset.json"))
    }

    deinit { try? FileManager.default.removeItem(at: directory) }

    func path(_ relative: String) -> String { directory.appendingPathComponent(relative).path }

    /// `banner/solid` rendered by the copied binary (or the built one), its pixels.
    func render(copied: Bool = true, _ options: [String] = [], fonts: String? = nil) throws -> Bitmap {
        let output = path("render-\(UUID().uuidString).png")
        let arguments = ["render", "banner/solid", "-o", output] + options
        let run = copied
            ? try nhsSnap(arguments, executable: path("copy/nhs-snap"), environment: ["NHS_SNAP_FONTS": fonts])
            : try nhsSnap(arguments, environment: ["NHS_SNAP_FONTS": fonts])
        #expect(run.status == 0, "\(run.stderr)")
        return try PNG.read(path: output)
    }

    @Test func eachPlaceIsLookedInAfterTheOnesBeforeIt() throws {
        let bundled = try render(copied: false)
        let bold = try render(copied: false, ["--fonts", path("bold")])
        #expect(bold != bundled, "the bold folder draws differently")

        // Nothing beside the copy: the package it was built from.
        #expect(try render() == bundled)
        // Fonts/ beside the copy wins over the package...
        try FileManager.default.copyItem(atPath: path("bold"), toPath: path("copy/Fonts"))
        #expect(try render() == bold)
        // ...NHS_SNAP_FONTS over Fonts/ beside it...
        #expect(try render(fonts: path("plain")) == bundled)
        // ...and --fonts over NHS_SNAP_FONTS.
        #expect(try render(["--fonts", path("bold")], fonts: path("plain")) == bold)
    }

    @Test func fontsThatCannotBeReadAreOneErrorLine() throws {
        let run = try nhsSnap(["verify", "--fonts", path("nowhere")], in: directory)
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr == """
            error: cannot read the fonts in '\(path("nowhere"))' (the folder given): font file not found: \(path("nowhere"))/LiberationSans-Regular.ttf

            """)
    }
}
