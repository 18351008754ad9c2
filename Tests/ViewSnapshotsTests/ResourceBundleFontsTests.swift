import Foundation
import Raster
import Testing
import ViewSnapshots

/// The fonts an app bundles as resources are registered with no folder named: a face at the top of a
/// SwiftPM resource bundle (a `.process` rule) or in a folder directly in it (a `.copy` rule) can be named
/// by `Font.custom`; folders that are not resource bundles are not searched.
@Suite final class ResourceBundleFontsTests {
    let scratch: URL

    init() throws {
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("nhs-snap-bundle-fonts-\(UUID().uuidString)")
        let manager = FileManager.default
        for folder in ["fonts", "App_App.resources/Fonts", "Other_Other.resources", "NotABundle"] {
            try manager.createDirectory(at: scratch.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        for name in ["LiberationSans-Regular.ttf", "LiberationSans-Bold.ttf", "MaterialSymbolsOutlined.ttf"] {
            try manager.copyItem(atPath: FontFolder.packageFolder + "/" + name, toPath: scratch.path + "/fonts/" + name)
        }
        let package = FontFolder.packageFolder
        try manager.copyItem(atPath: package + "/LiberationMono-Regular.ttf", toPath: scratch.path + "/App_App.resources/Fonts/Mono.ttf")
        try manager.copyItem(atPath: package + "/LiberationSans-Italic.ttf", toPath: scratch.path + "/Other_Other.resources/Italic.ttf")
        try manager.copyItem(atPath: package + "/LiberationMono-Bold.ttf", toPath: scratch.path + "/NotABundle/MonoBold.ttf")
    }

    deinit { try? FileManager.default.removeItem(at: scratch) }

    @Test func aResourceBundlesFontsCanBeNamedWithNoFolderGiven() throws {
        let bundles = ["App_App.resources", "NotABundle", "Other_Other.resources"].map { scratch.appendingPathComponent($0) }
        let fonts = try SceneFonts(folder: FontFolder(path: scratch.path + "/fonts", source: .given), resourceBundles: bundles).load()
        let mono = try #require(fonts.face(named: "LiberationMono"))
        #expect(mono.path == scratch.path + "/App_App.resources/Fonts/Mono.ttf")
        #expect(fonts.face(named: "LiberationSans-Italic")?.path == scratch.path + "/Other_Other.resources/Italic.ttf")
        #expect(fonts.face(named: "LiberationMono-Bold") == nil)
    }

    @Test func withNoResourceBundlesOnlyTheFontFolderIsRead() throws {
        let fonts = try SceneFonts(folder: FontFolder(path: scratch.path + "/fonts", source: .given), resourceBundles: []).load()
        #expect(fonts.face(named: "Liberation Mono") == nil)
    }
}
