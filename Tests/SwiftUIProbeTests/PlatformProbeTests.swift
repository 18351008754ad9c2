import Raster
import SwiftUI
import Testing

@Suite struct PlatformProbeTests {
    @Test func canImportUIKitIsTrue() throws {
        #expect(try probe(CanImportUIKitProbe()).image[5, 5] == RGBA(r: 242, g: 242, b: 247))
        #expect(try probe(CanImportUIKitProbe(), colorScheme: .dark).image[5, 5] == RGBA(r: 28, g: 28, b: 30))
    }

    @Test func theIOSSideOfAnOSMacOSConditionIsCompiled() throws {
        let rendering = try probe(MacOSBranchProbe())
        let text = try #require(rendering.elements(withRole: "text").first?.frame)
        #expect(text.minY == 16)
        #expect(abs(rendering.size.height - (text.height + 32)) < 0.01)
    }

    @Test func macCatalystIsNotTheTarget() throws {
        #expect(try probe(CatalystBranchProbe()).texts == ["iPhone"])
    }

    @Test func aNotMacOSModifierApplies() throws {
        let rendering = try probe(NotMacOSModifierProbe(), width: 402)
        let title = try #require(rendering.elements(withRole: "text").first { $0.string("text") == "Inbox" })
        // Inline: 17-point semibold in the bar, not a 34-point large title.
        #expect(title.frame.height < 26)
    }
}
