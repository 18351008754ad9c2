import Foundation
import Raster
import Testing
import ViewSnapshots

/// An app's own font folders: their faces can be named beside the font folder's, as `UIAppFonts`
/// registers an app's fonts on iOS.
@Suite final class AppFontsTests {
    let scratch: String

    init() throws {
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("nhs-snap-app-fonts-\(UUID().uuidString)").path
        let manager = FileManager.default
        try manager.createDirectory(atPath: scratch + "/fonts", withIntermediateDirectories: true)
        try manager.createDirectory(atPath: scratch + "/app", withIntermediateDirectories: true)
        // A font folder of the required faces only, and an app folder holding a monospaced face.
        for name in ["LiberationSans-Regular.ttf", "LiberationSans-Bold.ttf", "MaterialSymbolsOutlined.ttf"] {
            try manager.copyItem(atPath: FontFolder.packageFolder + "/" + name, toPath: scratch + "/fonts/" + name)
        }
        try manager.copyItem(atPath: FontFolder.packageFolder + "/LiberationMono-Regular.ttf", toPath: scratch + "/app/Brand.ttf")
    }

    deinit { try? FileManager.default.removeItem(atPath: scratch) }

    @Test func anAppFolderAddsItsFacesByPostScriptAndFamilyName() throws {
        let folder = FontFolder(path: scratch + "/fonts", source: .given)
        let without = try SceneFonts(folder: folder).load()
        #expect(without.face(named: "Liberation Mono") == nil)
        #expect(without.face(named: "LiberationSans-Bold") === without.bold)
        let with = try SceneFonts(folder: folder, appFonts: [scratch + "/app"]).load()
        let mono = try #require(with.face(named: "Liberation Mono"))
        #expect(mono.path == scratch + "/app/Brand.ttf" && with.face(named: "liberationmono") === mono)
        #expect(with.faceNames.contains("LiberationMono") && with.faceNames.contains("Liberation Sans"))
    }

    @Test func aMissingAppFolderIsAnErrorNamingIt() {
        let fonts = SceneFonts(folder: FontFolder(path: scratch + "/fonts", source: .given), appFonts: [scratch + "/none"])
        let error = #expect(throws: SceneFonts.LoadError.self) { try fonts.load() }
        #expect(error?.description.contains("\(scratch)/none") == true)
    }
}
