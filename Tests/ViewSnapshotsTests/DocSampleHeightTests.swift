import Foundation
import Raster
import SnapUI
import Snapshot
import Testing
import ViewSnapshots

/// `docs` draws each sample as tall as what it shows: a screen that shows only its top is cut
/// below it (keeping what is drawn past its content, such as a shadow), and a screen that shows
/// something lower down keeps the screen's height.
@Suite struct DocSampleHeightTests {
    /// The phone `docs` draws on, at 1x to be quick.
    static let options: Docs.Options = {
        var options = Docs.Options(output: FileManager.default.temporaryDirectory.appendingPathComponent("nhs-snap-docs-\(UUID().uuidString)").path)
        options.scale = 1
        options.schemes = [.light]
        return options
    }()

    /// A 20-point bar across the screen.
    static var box: some View { Color.blue.frame(height: 20) }

    /// The documentation image of `entry`, and the entry drawn on the docs' screen as a snapshot.
    func images(_ entry: CatalogueEntry) throws -> (doc: Bitmap, screen: Bitmap) {
        let folder = Self.options.output + "-" + UUID().uuidString
        var options = Self.options
        options.output = folder
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let scene = entry.scene(fonts: CatalogueEntryTests.fonts) { _ in }
        _ = try Docs.run(SceneCatalogue([scene]), options: options)
        let configuration = SnapshotConfiguration(device: options.device, textSize: options.textSize, scheme: .light, scale: 1)
        return (try PNG.read(path: folder + "/" + entry.id + ".light.png"), try scene.render(configuration))
    }

    @Test func aScreenShowingOnlyItsTopIsCutToItsContent() throws {
        let (doc, screen) = try images(CatalogueEntry("probe/top", specSample: true, screen: true) {
            VStack(spacing: 0) {
                Self.box
                Spacer(minLength: 0)
            }
        })
        #expect(screen.height == Docs.Options(output: "").device.height)
        #expect(doc.width == screen.width && doc.height == 20)
        #expect(doc.pixels[...] == screen.pixels[..<doc.pixels.count])
    }

    @Test func aScreenShowingSomethingLowerDownKeepsTheScreensHeight() throws {
        let (doc, screen) = try images(CatalogueEntry("probe/pinned", specSample: true, screen: true) {
            VStack(spacing: 0) {
                Self.box
                Spacer(minLength: 0)
                Color.red.frame(height: 20)
            }
        })
        #expect(doc == screen)
    }

    @Test func whatIsDrawnPastTheContentIsKept() throws {
        let (doc, screen) = try images(CatalogueEntry("probe/shadow", specSample: true, screen: true) {
            VStack(spacing: 0) {
                Color.blue.frame(width: 100, height: 20).shadow(radius: 4, y: 6)
                Spacer(minLength: 0)
            }
        })
        #expect(doc.height > 20 && doc.height < 40)
        #expect(doc.pixels[...] == screen.pixels[..<doc.pixels.count])
        // Below the cut the screen holds nothing but its background, the colour of its last row.
        let background = screen[0, screen.height - 1]
        #expect((doc.height..<screen.height).allSatisfy { y in (0..<screen.width).allSatisfy { screen[$0, y] == background } })
        #expect((0..<doc.width).contains { doc[$0, doc.height - 1] != background })
    }

    @Test func aSampleThatIsNotAScreenIsAsTallAsItsContent() throws {
        let (doc, screen) = try images(CatalogueEntry("probe/part", specSample: true) { Self.box.padding(8) })
        #expect(doc == screen && doc.height == 36)
    }
}
