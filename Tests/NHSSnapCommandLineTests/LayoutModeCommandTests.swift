import Foundation
import Raster
import SnapUI
import Snapshot
import Testing
import ViewSnapshots

/// A badge at its ideal size through the command line: `render` draws it at its own size, and
/// `record` and `verify` keep its goldens at that size under the device names of the matrix.
@Suite struct LayoutModeCommandTests {
    static let scenes = TinyApp.scenes + [
        CatalogueEntry("tiny/badge", layout: .sizeThatFits) { Color.blue.frame(width: 123, height: 50) },
        CatalogueEntry("tiny/card", layout: .fixed(width: 200, height: 80)) { Color.blue.frame(width: 123, height: 50) },
    ]

    @Test func renderDrawsTheSceneAtItsOwnSize() throws {
        let scratch = Scratch()
        try FileManager.default.createDirectory(atPath: scratch.path, withIntermediateDirectories: true)
        let badge = TinyApp.run(["render", "tiny/badge", "--device", "iphone-se", "-o", scratch("badge.png")], scenes: Self.scenes)
        #expect(badge.status == 0)
        #expect(badge.out == "\(scratch("badge.png")): 246 x 100 pixels\n")
        // The badge fills its image: no corner of the app's red screen shows.
        #expect(try PNG.read(path: scratch("badge.png"))[0, 0] != TinyApp.red)
        let card = TinyApp.run(["render", "tiny/card", "--device", "iphone-16-pro", "-o", scratch("card.png")], scenes: Self.scenes)
        #expect(card.out == "\(scratch("card.png")): 600 x 240 pixels\n")
        #expect(try PNG.read(path: scratch("card.png"))[0, 0] == TinyApp.red)
        // A device scene is drawn at the device's width as before.
        let box = TinyApp.run(["render", "tiny/box", "--device", "iphone-se", "-o", scratch("box.png")], scenes: Self.scenes)
        #expect(box.out == "\(scratch("box.png")): 750 x 40 pixels\n")
    }

    @Test func recordAndVerifyKeepGoldensAtTheScenesSize() throws {
        let scratch = Scratch()
        let record = TinyApp.run(["record", "--goldens", scratch("G")], scenes: Self.scenes)
        #expect(record.status == 0)
        #expect(record.out.contains("created \(scratch("G"))/tiny/badge/iphone-se.large.light@1x.png\n"))
        #expect(record.out.contains("created \(scratch("G"))/tiny/box/iphone-se.large.light@1x.png\n"))
        let badge = try PNG.read(path: scratch("G/tiny/badge/iphone-se.large.dark@1x.png"))
        #expect(badge.width == 123 && badge.height == 50)
        let card = try PNG.read(path: scratch("G/tiny/card/iphone-se.large.dark@1x.png"))
        #expect(card.width == 200 && card.height == 80)
        let box = try PNG.read(path: scratch("G/tiny/box/iphone-se.large.dark@1x.png"))
        #expect(box.width == 375 && box.height == 20)
        let verify = TinyApp.run(["verify", "--goldens", scratch("G"), "--out", scratch("out")], scenes: Self.scenes)
        #expect(verify.status == 0)
        #expect(verify.out.hasPrefix("8 snapshots: 8 matched, 0 differing, 0 missing; 0 orphaned goldens\n"))
    }
}
