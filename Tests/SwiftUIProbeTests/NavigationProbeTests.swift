import Raster
import SwiftUI
import Testing

/// Texts are listed as laid out: a screen's content, then its bar's title.
@Suite struct NavigationProbeTests {
    /// The first laid-out text reading `string`.
    private func text(_ string: String, in rendering: Rendering) throws -> LayoutElement {
        try #require(rendering.elements(withRole: "text").first { $0.string("text") == string })
    }

    @Test func aNavigationViewDrawsAsANavigationStack() throws {
        let view = try probe(NavigationViewStackProbe(), width: 402)
        let stack = try probe(
            NavigationStack {
                List {
                    NavigationLink("Notifications", destination: Text("Notification settings"))
                    NavigationLink("Privacy", destination: Text("Privacy settings"))
                }
                .navigationTitle("Settings")
            }, width: 402)
        #expect(view.image == stack.image)
        #expect(view.texts == ["Notifications", "Privacy", "Settings"])
    }

    @Test func aNavigationViewOnAPhoneShowsItsFirstColumnOnly() throws {
        let rendering = try probe(NavigationViewColumnsProbe(), width: 402)
        #expect(rendering.texts == ["Inbox", "Archive", "Mail"])
    }

    @Test func anActiveLinkPushesItsDestination() throws {
        let rendering = try probe(ActiveNavigationLinkProbe(), width: 402)
        #expect(rendering.texts == ["Blood test results", "Results"])
        #expect(rendering.transcript.contains("Back"))
    }

    @Test func anInactiveLinkIsARowWithAChevron() throws {
        let rendering = try probe(InactiveNavigationLinkProbe(), width: 402)
        #expect(rendering.elements(withRole: "navigationLink").count == 1)
        #expect(rendering.texts == ["Profile", "Account"])
        #expect(!rendering.transcript.contains("Back"))
    }

    @Test func theLinkWhoseTagIsTheSelectionIsPushed() throws {
        let rendering = try probe(TaggedNavigationLinkProbe(), width: 402)
        #expect(rendering.texts == ["Upcoming appointments", "Appointments"])
    }

    @Test func aSplitViewOnAPhoneShowsItsSidebarAsAStack() throws {
        let rendering = try probe(SplitViewSidebarProbe(), width: 402)
        #expect(rendering.texts == ["Medicines", "Allergies", "Record"])
        #expect(rendering.elements(withRole: "splitView").isEmpty)
    }

    @Test func aSplitViewOnAPhoneShowsItsPreferredCompactColumn() throws {
        let phone = try probe(CompactDetailSplitViewProbe(), width: 402)
        #expect(phone.texts == ["Latest message", "Message"])
        let pad = try probe(CompactDetailSplitViewProbe(), width: 1024)
        #expect(Set(pad.texts) == ["Inbox", "Mailboxes", "Latest message", "Message"])
    }

    @Test func aSplitViewOnAnIPadShowsItsColumnsSideBySide() throws {
        let rendering = try probe(SplitViewSidebarProbe(), width: 1024)
        let split = try #require(rendering.elements(withRole: "splitView").first)
        #expect(split.frame.width == 1024)
        // The sidebar is 320 points wide; the detail column takes the other 704, its text centred in
        // it, as a navigation controller centres a root view that does not fill its space.
        #expect(try text("Medicines", in: rendering).frame.maxX < 320)
        let detail = try text("Choose a section", in: rendering).frame
        #expect(abs(detail.midX - (320 + 1024) / 2) <= 0.5 && detail.width < 704)
        #expect(abs(detail.midY - split.frame.midY) < 30)
        let separator = try #require(rendering.image[319, rendering.image.height - 2] as RGBA?)
        #expect(separator != rendering.image[330, rendering.image.height - 2])
    }

    @Test func aThreeColumnSplitViewTakesItsColumnsWidths() throws {
        let rendering = try probe(ThreeColumnSplitViewProbe(), width: 1180)
        // Sidebar 250, middle column its ideal 300, detail the remaining 630, its text centred in it.
        #expect(try text("Folders", in: rendering).frame.minX < 250)
        let letters = try text("Letters", in: rendering).frame
        #expect(letters.minX > 250 && letters.maxX < 550)
        let detail = try text("Letter", in: rendering).frame
        #expect(abs(detail.midX - (550 + 1180) / 2) <= 0.5 && detail.width < 630)
    }

    @Test func aProminentDetailShowsTheDetailAlone() throws {
        let pad = try probe(ProminentDetailSplitViewProbe(), width: 1024)
        #expect(pad.texts.isEmpty)
        let green = Color.green.resolve(in: EnvironmentValues())
        #expect(pad.image[5, pad.image.height - 5] == green && pad.image[1018, pad.image.height - 5] == green)
        let phone = try probe(ProminentDetailSplitViewProbe(), width: 402)
        #expect(phone.texts == ["Photos"])
    }

    @Test func anEditButtonIsATrailingBarButtonReadingEditOrDone() throws {
        let rendering = try probe(EditButtonToolbarProbe(), width: 402)
        let edit = try text("Edit", in: rendering).frame
        // In the bar's row of items (8 points down, 44 tall), at its trailing end.
        #expect(edit.midY > 8 && edit.midY < 52 && edit.maxX > 402 - 16 - NavigationBarMetrics.capsulePadding - 2)
        // Its text is in the accent colour (blue), not the label's.
        let accent = Color.accentColor.resolve(in: EnvironmentValues())
        let strokes = (Int(edit.minY)..<Int(edit.maxY)).flatMap { y in
            (Int(edit.minX)..<Int(edit.maxX)).map { rendering.image[$0, y] }
        }
        #expect(strokes.contains { $0 == accent } && !strokes.contains { $0.r < 60 && $0.g < 60 && $0.b < 60 })
        let editing = try probe(EditButtonToolbarProbe(), width: 402) { $0.editMode = .constant(.active) }
        #expect(editing.texts.contains("Done") && !editing.texts.contains("Edit"))
    }

    @Test func theEditorRoleDrawsTheBarAsUsual() throws {
        let editor = try probe(EditorToolbarRoleProbe(), width: 402)
        let plain = try probe(
            NavigationStack {
                Text("Draft letter").navigationTitle("Letter").navigationBarTitleDisplayMode(.inline)
            }, width: 402)
        #expect(editor.image == plain.image)
        #expect(editor.texts == ["Draft letter", "Letter"])
    }

    @Test func aDarkToolbarColourSchemeDrawsALightTitleOverTheBar() throws {
        let rendering = try probe(DarkToolbarProbe(), width: 402)
        let title = try text("Home", in: rendering).frame
        var lightest = 0, darkest = 255
        for y in Int(title.minY)..<Int(title.maxY) {
            for x in Int(title.minX)..<Int(title.maxX) {
                let pixel = rendering.image[x, y]
                lightest = max(lightest, Int(min(pixel.r, pixel.g, pixel.b)))
                darkest = min(darkest, Int(max(pixel.r, pixel.g, pixel.b)))
            }
        }
        // White text on the blue bar: no black pixel, some near white.
        #expect(lightest > 230 && darkest > 150)
        // The bar's blue.
        #expect(rendering.image[2, 2] == RGBA(r: 0, g: 94, b: 184, a: 255))
    }

    @Test func anInspectorShowsNothingOnTheScreenAtRest() throws {
        let rendering = try probe(InspectorProbe(), width: 402)
        #expect(rendering.texts == ["Appointment"])
    }

    @Test func anActionSheetIsNotShownAtRest() throws {
        let rendering = try probe(ActionSheetProbe(), width: 402)
        #expect(rendering.texts == ["Photo"])
    }

    @Test func anOldAlertIsNotShownAtRest() throws {
        let rendering = try probe(LegacyAlertProbe(), width: 402)
        #expect(rendering.texts == ["Sign out"])
    }

    @Test func theSearchTabStandsApartInACircleAfterTheBar() throws {
        let rendering = try probe(SearchTabProbe(), width: 402)
        let tabs = rendering.elements(withRole: "tabItem")
        try #require(tabs.count == 3)
        // The bar runs from 20 to 382; the search circle takes its last 62 points, 8 after the bar.
        #expect(tabs[2].frame == Rect(x: 320 + 4, y: tabs[2].frame.minY, width: 54, height: 54))
        // The bar's 292 points, less its 4-point insets, go to the two other tabs.
        #expect(tabs[0].frame.minX == 24 && tabs[0].frame.width == 142 && tabs[1].frame.maxX == 20 + 292 - 4)
        #expect(!rendering.texts.contains("Search"))
    }
}
