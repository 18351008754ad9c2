import Raster
import SwiftUI
import Testing

/// iOS 13's navigation modifiers draw what the modifiers that replaced them draw.
@Suite struct LegacyNavigationProbeTests {
    @Test func navigationBarTitleAndItemsDrawAsNavigationTitleAndToolbar() throws {
        let legacy = try probe(NavigationBarTitleProbe(), width: 320)
        let modern = try probe(ModernNavigationTitleProbe(), width: 320)
        #expect(legacy.texts.contains("Settings") && legacy.texts.contains("Edit"))
        #expect(legacy.image == modern.image)
    }

    @Test func anInlineTitleShowsInTheBarAndAHiddenBarShowsNone() throws {
        let shown = try probe(InlineBarTitleProbe(), width: 320)
        let title = try #require(shown.elements(withRole: "text").first { $0.string("text") == "Appointment" })
        // Inline: the title sits in the bar, above the content, centred.
        let body = try #require(shown.elements(withRole: "text").first { $0.string("text")?.hasPrefix("Your") == true })
        #expect(title.frame.maxY <= body.frame.minY)
        #expect(abs(title.frame.midX - 160) < 0.5)
        let hidden = try probe(InlineBarTitleProbe(hidesBar: true), width: 320)
        #expect(!hidden.texts.contains("Appointment"))
    }

    @Test func viewsInAToolbarAreItemsAndAnIfShowsThemOnlyWhenTrue() throws {
        let editing = try probe(ConditionalToolbarProbe(isEditing: true), width: 320)
        let done = try #require(editing.elements(withRole: "text").first { $0.string("text") == "Done" })
        // An automatic item sits on the bar's trailing side.
        #expect(done.frame.minX > 240)
        #expect(try !probe(ConditionalToolbarProbe(isEditing: false), width: 320).texts.contains("Done"))
    }

    @Test func anAppsScreenBesideItsAppDeclarationDraws() throws {
        #expect(try probe(AppDeclarationProbe()).texts == ["Welcome to the NHS App"])
    }
}
