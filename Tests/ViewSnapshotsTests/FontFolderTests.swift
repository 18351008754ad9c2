import Foundation
import Raster
import Testing
@testable import ViewSnapshots

/// Where the fonts are found: the folder given, then NHS_SNAP_FONTS, then Fonts/ beside the
/// executable, then nhs-snap's own.
@Suite final class FontFolderTests {
    let scratch: String

    init() throws {
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("nhs-snap-fonts-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: scratch + "/bin/Fonts", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: scratch + "/bare", withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: scratch) }

    var executable: String { scratch + "/bin/app-snapshots" }

    @Test func eachRuleGivesWayToTheOneBeforeIt() {
        let environment = [FontFolder.environmentVariable: "/env/fonts"]
        #expect(FontFolder.find(given: "/given", environment: environment, executable: executable)
            == FontFolder(path: "/given", source: .given))
        #expect(FontFolder.find(given: nil, environment: environment, executable: executable)
            == FontFolder(path: "/env/fonts", source: .environment))
        #expect(FontFolder.find(given: nil, environment: [:], executable: executable)
            == FontFolder(path: scratch + "/bin/Fonts", source: .besideExecutable))
        #expect(FontFolder.find(given: nil, environment: [:], executable: nil)
            == FontFolder(path: FontFolder.packageFolder, source: .package))
    }

    @Test func anEmptyVariableAndAnExecutableWithoutFontsAreSkipped() {
        let found = FontFolder.find(
            given: nil, environment: [FontFolder.environmentVariable: ""], executable: scratch + "/bare/app-snapshots")
        #expect(found == FontFolder(path: FontFolder.packageFolder, source: .package))
    }

    @Test func aFolderGivenIsUsedEvenWhenItHoldsNoFontsSoTheMistakeIsReported() throws {
        let fonts = SceneFonts(folder: FontFolder.find(given: scratch + "/bare", environment: [:], executable: executable))
        let error = #expect(throws: SceneFonts.LoadError.self) { try fonts.load() }
        #expect(error?.description
            == "cannot read the fonts in '\(scratch)/bare' (the folder given): font file not found: \(scratch)/bare/LiberationSans-Regular.ttf")
    }

    @Test func thePackageFolderHoldsTheBundledFontsAndTheyAreReadOnce() throws {
        #expect(FontFolder.packageFolder.hasSuffix("/Fonts"))
        let fonts = SceneFonts(folder: FontFolder(path: FontFolder.packageFolder, source: .package))
        let first = try fonts.load()
        #expect(try fonts.load() == first)
        #expect(first.regular != first.bold)
    }

    @Test func theRunningExecutableIsKnown() throws {
        let path = try #require(FontFolder.currentExecutable)
        #expect(path.hasPrefix("/"))
        #expect(FileManager.default.isExecutableFile(atPath: path))
    }
}
