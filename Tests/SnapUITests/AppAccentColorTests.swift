import Foundation
import Raster
@testable import SnapUI
import Testing

/// The app's `AccentColor` colour set as `Color.accentColor`, as Xcode's build setting makes it.
@Suite struct AppAccentColorTests {
    /// A folder holding a catalogue whose `AccentColor.colorset` has `contents` as its Contents.json;
    /// the caller removes it.
    private func accentCatalogue(_ contents: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nhs-snap-accent-\(UUID().uuidString)")
        let set = folder.appendingPathComponent("Assets.xcassets/AccentColor.colorset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try Data(#"{"info":{"author":"xcode","version":1}}"#.utf8)
            .write(to: folder.appendingPathComponent("Assets.xcassets/Contents.json"))
        try Data(contents.utf8).write(to: set.appendingPathComponent("Contents.json"))
        return folder.path
    }

    /// The colour a 4-point swatch of `view` draws at its centre, with `folder`'s catalogues.
    private func swatch<V: View>(_ view: V, folder: String, scheme: ColorScheme = .light) throws -> RGBA {
        var options = RenderOptions(width: 100, scale: 1, colorScheme: scheme) {
            $0.assetCatalogues = AssetCatalogues(folders: [folder])
        }
        options.layout = .sizeThatFits
        return try render(view.frame(width: 4, height: 4), options: options).image[2, 2]
    }

    /// Xcode's colour set with a light (any) and a dark colour, as 8-bit components.
    private let lightAndDark = """
        {"colors":[
          {"color":{"color-space":"srgb","components":{"red":"204","green":"51","blue":"102","alpha":"1.000"}},"idiom":"universal"},
          {"appearances":[{"appearance":"luminosity","value":"dark"}],
           "color":{"color-space":"srgb","components":{"red":"255","green":"153","blue":"0","alpha":"1.000"}},"idiom":"universal"}
        ],"info":{"author":"xcode","version":1}}
        """

    @Test func theAppsAccentColourSetIsTheAccentColourInEachAppearance() throws {
        let folder = try accentCatalogue(lightAndDark)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(try swatch(Color.accentColor, folder: folder) == RGBA(r: 204, g: 51, b: 102, a: 255))
        #expect(try swatch(Color.accentColor, folder: folder, scheme: .dark) == RGBA(r: 255, g: 153, b: 0, a: 255))
        // Its opacity forms, and the set named directly, draw the same colour.
        #expect(try swatch(Color.accentColor.opacity(0.5), folder: folder) == over(RGBA(r: 204, g: 51, b: 102, a: 128), .white))
        #expect(try swatch(Color("AccentColor"), folder: folder) == RGBA(r: 204, g: 51, b: 102, a: 255))
    }

    @Test func aViewsOwnAccentColourStillWins() throws {
        let folder = try accentCatalogue(lightAndDark)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(try swatch(Color.accentColor.accentColor(.green), folder: folder) == Color.green.resolve(in: .light))
    }

    @Test func theTemplatesEmptyAccentColourKeepsTheSystemBlue() throws {
        let empty = #"{"colors":[{"idiom":"universal"}],"info":{"author":"xcode","version":1}}"#
        let folder = try accentCatalogue(empty)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(try swatch(Color.accentColor, folder: folder) == Color.blue.resolve(in: .light))
        #expect(try swatch(Color.accentColor, folder: folder, scheme: .dark) == Color.blue.resolve(in: .dark))
    }

    @Test func withNoAccentColourSetTheAccentIsTheSystemBlue() throws {
        let folder = AssetCatalogueTests.fixtures
        #expect(try swatch(Color.accentColor, folder: folder) == Color.blue.resolve(in: .light))
    }

    @Test func anUnreadableAccentColourFailsTheRenderNamingIt() throws {
        let garbled = #"{"colors":[{"color":{"color-space":"srgb","components":{"red":"lots","green":"0","blue":"0","alpha":"1"}},"idiom":"universal"}]}"#
        let folder = try accentCatalogue(garbled)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect {
            _ = try swatch(Color.accentColor, folder: folder)
        } throws: { error in
            let problems = (error as? RenderError)?.problems ?? []
            return problems.contains { $0.contains("AccentColor.colorset/Contents.json: the 'red' component 'lots' is not a number") }
        }
    }
}
