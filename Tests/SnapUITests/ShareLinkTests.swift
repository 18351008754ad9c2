import Foundation
import Testing
@testable import SnapUI

/// ShareLink: a button labelled "Share" with the share symbol; in a toolbar, the symbol alone.
@Suite struct ShareLinkTests {
    private let url = URL(string: "https://www.nhs.uk/nhs-app/")!

    @Test func byDefaultItIsAShareButtonWithTheShareSymbolInTheTint() throws {
        let rendering = try renderForTest(ShareLink(item: url))
        #expect(texts(rendering) == ["Share"])
        let symbol = try #require(elements(rendering, role: "icon").first)
        #expect(symbol.string("symbol") == "square.and.arrow.up")
        let title = try #require(textFrame(rendering, "Share"))
        #expect(colors(rendering, in: title).contains(resolved(.accentColor)))
        #expect(transcript(rendering).first == "Share, button")
    }

    @Test func aTitleOrALabelReplacesShare() throws {
        #expect(texts(try renderForTest(ShareLink("Share record", item: "Record"))) == ["Share record"])
        #expect(texts(try renderForTest(ShareLink(item: url) { Text("Send") })) == ["Send"])
    }

    @Test func inAToolbarItIsItsSymbolAloneInACircle() throws {
        let view = NavigationStack {
            ScrollView { Text("Row") }
                .navigationTitle("Vaccinations")
                .toolbar { ShareLink(item: url) }
        }
        let rendering = try renderForTest(view)
        let item = try #require(elements(rendering, role: "toolbarItem").first)
        #expect(!texts(rendering).contains("Share"))
        #expect(item.frame.width == item.frame.height)
        #expect(item.frame.maxX > 300)
        #expect(transcript(rendering).contains("Share, button"))
    }
}
