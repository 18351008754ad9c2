import Catalogue
import Foundation
import Raster
import Testing
@testable import NHSDesignSystem

/// Renders the catalogue scene `id` as the app would show it: NHS backgrounds, at a phone's width.
private func renderScene(
    _ id: String, width: Double = 402, size: DynamicTypeSize = .large, scheme: ColorScheme = .light, scale: Int = 3
) throws -> Rendering {
    let entry = try #require(Catalogue.entries.first { $0.id == id }, "no scene \(id)")
    return try render(entry.make(), options: RenderOptions(
        width: width, scale: scale, dynamicTypeSize: size, colorScheme: scheme, minimumHeight: 100,
        environment: { $0.applyNHSAppearance() }))
}

@Suite struct ToolbarPictures {
    /// Writes every toolbar scene in light and dark, at large and accessibility5, on a phone and a
    /// tablet, when NHS_SNAP_WRITE_TEST_IMAGES names a folder.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["NHS_SNAP_WRITE_TEST_IMAGES"] != nil, "writes pictures to look at")) func pictures() throws {
        guard let folder = ProcessInfo.processInfo.environment["NHS_SNAP_WRITE_TEST_IMAGES"] else { return }
        for entry in Catalogue.entries where entry.id.hasPrefix("toolbar/") {
            for scheme in ColorScheme.allCases {
                for size in [DynamicTypeSize.large, .accessibility5] {
                    for width in [402.0, 1024] {
                        let rendering = try renderScene(entry.id, width: width, size: size, scheme: scheme)
                        let name = entry.id.replacingOccurrences(of: "/", with: "-") + "-\(scheme)-\(size)-\(Int(width))"
                        try PNG.write(rendering.image, to: folder + "/" + name + ".png")
                    }
                }
            }
        }
    }
}

extension Rendering {
    /// The laid-out elements with `role`, anywhere in the tree.
    fileprivate func elements(withRole role: String) -> [LayoutElement] {
        layout.flatMap { $0.elements(withRole: role) }
    }

    /// The toolbar items, leading first.
    fileprivate var toolbarItems: [LayoutElement] {
        elements(withRole: "toolbarItem").sorted { $0.frame.minX < $1.frame.minX }
    }

    /// The one element VoiceOver reads with `label`.
    fileprivate func element(_ label: String) throws -> AccessibilityElement {
        let found = accessibility.filter { !$0.isHidden && $0.label == label }
        try #require(found.count == 1, "expected one element labelled \(label), found \(accessibility)")
        return found[0]
    }

    /// The colour of the pixel at a point (points from the top left) of a rendering at `scale`.
    fileprivate func pixel(_ x: Double, _ y: Double, scale: Int = 3) -> RGBA {
        image[Int(x * Double(scale)), Int(y * Double(scale))]
    }

    /// How many pixels inside `rect` are exactly `color`.
    fileprivate func count(_ color: RGBA, in rect: Rect, scale: Int = 3) -> Int {
        let s = Double(scale)
        var n = 0
        for y in Int(rect.minY * s)..<Int(rect.maxY * s) {
            for x in Int(rect.minX * s)..<Int(rect.maxX * s) where image[x, y] == color { n += 1 }
        }
        return n
    }
}

/// The width of `text` in the body font, regular weight, at the default text size.
private func regularWidth(_ text: String) throws -> Double {
    let rendering = try render(Text(text).font(.nhsBody).fixedSize(), options: RenderOptions(width: 402))
    return try #require(rendering.elements(withRole: "text").first).frame.width
}

/// True when `inner` lies inside `outer`, allowing for rounding in the last digits.
private func encloses(_ outer: Rect, _ inner: Rect) -> Bool {
    let tolerance = 1e-6
    return inner.minX >= outer.minX - tolerance && inner.maxX <= outer.maxX + tolerance
        && inner.minY >= outer.minY - tolerance && inner.maxY <= outer.maxY + tolerance
}

private let phoneWidth = 402.0
private let margin = NavigationBarMetrics.margin
private let buttonSide = NavigationBarMetrics.itemHeight

@Suite struct ToolbarTests {
    @Test func everySpecSampleIsAScreenInTheCatalogue() {
        let samples = ["close", "done", "filter", "flag", "messages", "nhs-logo", "icon", "text"]
        for name in samples {
            let entry = Catalogue.entries.first { $0.id == "toolbar/\(name)" }
            #expect(entry?.isSpecSample == true, "toolbar/\(name)")
            #expect(entry?.isScreen == true, "toolbar/\(name)")
        }
    }

    @Test(arguments: [402.0, 1024])
    func closeIsATrailingCircleReadAsCloseWithItsHintLast(width: Double) throws {
        let rendering = try renderScene("toolbar/close", width: width)
        let item = try #require(rendering.toolbarItems.first)
        #expect(rendering.toolbarItems.count == 1)
        #expect(item.frame.maxX == width - margin)
        #expect(item.frame.size == Size(width: buttonSide, height: buttonSide))
        #expect(item.elements(withRole: "icon").first?.string("symbol") == "xmark")
        let close = try rendering.element("Close")
        #expect(close.traits.contains(.isButton))
        #expect(close.hint == "Returns to the prescriptions screen")
        #expect(close.spoken == "Close, button, Returns to the prescriptions screen")
    }

    @Test func doneIsATrailingGreenCapsuleWithWhiteBoldText() throws {
        for scheme in ColorScheme.allCases {
            let rendering = try renderScene("toolbar/done", scheme: scheme)
            let item = try #require(rendering.toolbarItems.first)
            #expect(item.frame.maxX == phoneWidth - margin)
            #expect(item.frame.height == buttonSide)
            #expect(item.frame.width > buttonSide)
            // Green at the capsule's flat top, beside the text; white inside the text.
            let green = Color.nhsGreen.resolve(in: scheme)
            #expect(rendering.pixel(item.frame.midX, item.frame.minY + 2) == green)
            let text = try #require(item.elements(withRole: "text").first)
            #expect(text.string("text") == "Done")
            #expect(rendering.count(.white, in: text.frame) > 50)
            #expect(text.frame.width > (try regularWidth("Done")), "bold is wider than regular")
        }
        #expect(try renderScene("toolbar/done").element("Done").traits.contains(.isButton))
    }

    @Test func filterShowsItsSymbolBeforeTheWordInNHSTextColour() throws {
        let rendering = try renderScene("toolbar/filter")
        let item = try #require(rendering.toolbarItems.first)
        #expect(item.frame.maxX == phoneWidth - margin)
        let icon = try #require(item.elements(withRole: "icon").first)
        let text = try #require(item.elements(withRole: "text").first)
        #expect(icon.string("symbol") == "line.3.horizontal.decrease")
        #expect(text.string("text") == "Filter")
        #expect(icon.frame.maxX <= text.frame.minX)
        #expect(text.frame.width == (try regularWidth("Filter")), "regular weight when no filters are active")
        #expect(rendering.count(Color.nhsText.resolve(in: .light), in: text.frame) > 50)
        #expect(rendering.count(Color.nhsBlue.resolve(in: .light), in: text.frame) == 0)
        #expect(try rendering.element("Filter").traits.contains(.isButton))
    }

    @Test func activeFiltersTurnTheButtonBlueAndBoldAndCountThem() throws {
        for scheme in ColorScheme.allCases {
            let rendering = try renderScene("toolbar/filter-active", scheme: scheme)
            let item = try #require(rendering.toolbarItems.first)
            let text = try #require(item.elements(withRole: "text").first)
            #expect(text.string("text") == "Filter (2)")
            #expect(text.frame.width > (try regularWidth("Filter (2)")), "bold is wider than regular")
            #expect(rendering.count(Color.nhsBlue.resolve(in: scheme), in: text.frame) > 50)
            #expect(rendering.count(Color.nhsText.resolve(in: scheme), in: text.frame) == 0)
            #expect(try rendering.element("Filter, 2 active").traits.contains(.isButton))
        }
    }

    @Test func flagSaysFlagOrUnflagWithTheSuffix() throws {
        let flag = try renderScene("toolbar/flag")
        #expect(try flag.element("Flag this message").traits.contains(.isButton))
        #expect(flag.toolbarItems.first?.elements(withRole: "icon").first?.string("symbol") == "flag")
        let flagged = try renderScene("toolbar/flagged")
        #expect(try flagged.element("Unflag this message").traits.contains(.isButton))
        #expect(flagged.toolbarItems.first?.elements(withRole: "icon").first?.string("symbol") == "flag.fill")
        #expect(flagged.toolbarItems.first?.frame.maxX == phoneWidth - margin)
    }

    @Test func messagesBadgeIsARedCircleOverlappingTheTopTrailingCorner() throws {
        let rendering = try renderScene("toolbar/messages")
        let item = try #require(rendering.toolbarItems.first)
        #expect(item.frame.size == Size(width: buttonSide, height: buttonSide))
        #expect(item.elements(withRole: "icon").first?.string("symbol") == "envelope")
        let badge = try #require(item.elements(withRole: "badge").first)
        #expect(badge.frame.size == Size(width: 18, height: 18))
        #expect(badge.frame.maxX == item.frame.maxX + 3)
        #expect(badge.frame.minY == item.frame.minY - 3)
        let numeral = try #require(badge.elements(withRole: "text").first)
        #expect(numeral.string("text") == "3")
        #expect(rendering.pixel(badge.frame.minX + 3, badge.frame.midY) == RGBA(hex: "#ff383c"))
        #expect(rendering.count(.white, in: numeral.frame) > 10)
        let messages = try rendering.element("Messages, 3 unread")
        #expect(messages.traits.contains(.isButton))
    }

    @Test func moreThan99UnreadShows99PlusOnAWiderBadge() throws {
        let rendering = try renderScene("toolbar/messages-many")
        let item = try #require(rendering.toolbarItems.first)
        let badge = try #require(item.elements(withRole: "badge").first)
        let numeral = try #require(badge.elements(withRole: "text").first)
        #expect(numeral.string("text") == "99+")
        #expect(numeral.bool("truncated") == false)
        // The badge widens to a capsule that holds the whole label, still over the corner.
        #expect(badge.frame.width > badge.frame.height)
        #expect(badge.frame.minX < numeral.frame.minX && numeral.frame.maxX < badge.frame.maxX)
        #expect(badge.frame.maxX == item.frame.maxX + 3)
        // VoiceOver hears the real count.
        _ = try rendering.element("Messages, 150 unread")
    }

    @Test func noUnreadMessagesMeansNoBadge() throws {
        let rendering = try renderScene("toolbar/messages-none")
        #expect(rendering.elements(withRole: "badge").isEmpty)
        #expect(try rendering.element("Messages").traits.contains(.isButton))
    }

    @Test(arguments: [402.0, 1024])
    func logoIsABlueBoxAtTheTopLeadingCornerAndNotAButton(width: Double) throws {
        let rendering = try renderScene("toolbar/nhs-logo", width: width)
        let item = try #require(rendering.toolbarItems.first)
        #expect(item.frame.minX == margin)
        #expect(item.frame.size == Size(width: 80, height: 32))
        // Centred on the row of 44-point buttons.
        #expect(item.frame.midY == NavigationBarMetrics.verticalPadding + buttonSide / 2)
        #expect(rendering.pixel(item.frame.minX + 1, item.frame.minY + 1) == RGBA(hex: "#005eb8"))
        let text = try #require(item.elements(withRole: "text").first)
        #expect(text.string("text") == "NHS")
        #expect(text.number("lines") == 1)
        // The letters fill the box from end to end, evenly: white near both ends, none outside.
        let box = item.frame
        let strip = 8.0
        #expect(rendering.count(.white, in: Rect(x: box.minX, y: box.minY, width: strip, height: box.height)) > 20)
        #expect(rendering.count(.white, in: Rect(x: box.maxX - strip, y: box.minY, width: strip, height: box.height)) > 20)
        #expect(rendering.count(.white, in: Rect(x: box.minX, y: box.minY - 8, width: box.width, height: 8)) == 0)
        // No glass around it: the background shows just outside the box.
        let background = Color.nhsBackground.resolve(in: .light)
        #expect(rendering.pixel(item.frame.minX - 1, item.frame.midY) == background)
        #expect(rendering.pixel(item.frame.midX, item.frame.minY - 1) == background)
        let logo = try rendering.element("NHS")
        #expect(!logo.traits.contains(.isButton))
        #expect(logo.spoken == "NHS, image")
    }

    @Test func iconAndTextItemsReadTheirLabelThenTheHint() throws {
        let icon = try renderScene("toolbar/icon")
        #expect(try icon.element("Remove").spoken == "Remove, button, Removes this message from your inbox")
        #expect(icon.toolbarItems.first?.elements(withRole: "icon").first?.string("symbol") == "trash")
        #expect(icon.toolbarItems.first?.frame.size == Size(width: buttonSide, height: buttonSide))
        let text = try renderScene("toolbar/text")
        #expect(try text.element("Restore").spoken == "Restore, button, Moves this message back to your inbox")
    }

    @Test func textItemIsTheNHSFontInTextColourOnAGlassCapsule() throws {
        for scheme in ColorScheme.allCases {
            let rendering = try renderScene("toolbar/text", scheme: scheme)
            let item = try #require(rendering.toolbarItems.first)
            let text = try #require(item.elements(withRole: "text").first)
            #expect(item.frame.maxX == phoneWidth - margin)
            #expect(item.frame.height == buttonSide)
            #expect(item.frame.width == text.frame.width + 2 * NavigationBarMetrics.capsulePadding)
            #expect(text.frame.width == (try regularWidth("Restore")))
            #expect(rendering.count(Color.nhsText.resolve(in: scheme), in: text.frame) > 50)
            let glass = NavigationBarMetrics.glass.resolve(in: scheme)
            #expect(rendering.pixel(item.frame.minX + buttonSide / 2, item.frame.minY + 2) == glass)
        }
    }

    @Test func toolbarTextScalesWithDynamicTypeUpToItsLargestSize() throws {
        func width(_ id: String, _ size: DynamicTypeSize) throws -> Double {
            try #require(renderScene(id, size: size).toolbarItems.last).frame.width
        }
        for id in ["toolbar/text", "toolbar/done", "toolbar/filter", "toolbar/text-welsh"] {
            let large = try width(id, .large)
            #expect(try width(id, .accessibility1) > large, "\(id)")
            #expect(try width(id, .xSmall) < large, "\(id)")
            #expect(try width(id, .accessibility5) == width(id, ToolbarMetrics.largestTextSize), "\(id)")
        }
        // Symbols in circles keep their size.
        #expect(try width("toolbar/close", .accessibility5) == buttonSide)
    }

    @Test(arguments: DynamicTypeSize.allCases)
    func toolbarTextStaysOnOneLineInsideItsButton(size: DynamicTypeSize) throws {
        for id in ["toolbar/text", "toolbar/done", "toolbar/filter", "toolbar/filter-active", "toolbar/text-welsh"] {
            let item = try #require(renderScene(id, size: size, scale: 1).toolbarItems.last)
            let text = try #require(item.elements(withRole: "text").first)
            #expect(text.number("lines") == 1, "\(id) at \(size)")
            #expect(encloses(item.frame, text.frame), "\(id) at \(size)")
        }
    }

    @Test func pushedScreenShowsTheBackButtonAtTheTopLeadingCorner() throws {
        for size in [DynamicTypeSize.large, .accessibility5] {
            let rendering = try renderScene("toolbar/back", size: size)
            let back = try #require(rendering.toolbarItems.first)
            #expect(rendering.toolbarItems.count == 1)
            #expect(back.frame == Rect(x: margin, y: NavigationBarMetrics.verticalPadding, width: buttonSide, height: buttonSide))
            let chevron = try #require(back.elements(withRole: "icon").first)
            #expect(chevron.string("symbol") == "chevron.backward")
            #expect(encloses(back.frame, chevron.frame), "the chevron stays inside its circle")
            // iOS 26 reads the chevron-only button as "Back" (the previous title only up to iOS 18).
            #expect(try rendering.element("Back").traits.contains(.isButton))
        }
    }

    @Test func neighbouringIconItemsShareOneCapsule() throws {
        let rendering = try renderScene("toolbar/trash-and-flag")
        let items = rendering.toolbarItems
        try #require(items.count == 3)
        let (back, trash, flag) = (items[0], items[1], items[2])
        #expect(back.frame.minX == margin)
        #expect(flag.frame.maxX == phoneWidth - margin)
        #expect(trash.frame.maxX < flag.frame.minX)
        // The gap between trash and flag is glass: one capsule holds both.
        let glass = NavigationBarMetrics.glass.resolve(in: .light)
        let gap = (trash.frame.maxX + flag.frame.minX) / 2
        #expect(rendering.pixel(gap, trash.frame.midY) == glass)
        #expect(rendering.pixel(gap, trash.frame.minY + 1) == glass)
        // The back button is a separate circle: the gap after it is not glass.
        #expect(rendering.pixel(back.frame.maxX + 4, back.frame.midY) != glass)
        #expect(try rendering.element("Remove").hint == "Removes this message from your inbox")
        _ = try rendering.element("Flag this message")
    }

    @Test func welshLabelFitsOnTheBarBesideTheBackButton() throws {
        for width in [375.0, 402] {
            let rendering = try renderScene("toolbar/text-welsh", width: width, size: ToolbarMetrics.largestTextSize)
            let items = rendering.toolbarItems
            try #require(items.count == 2)
            let text = try #require(items[1].elements(withRole: "text").first)
            #expect(text.string("text") == "Adfer negeseuon")
            #expect(text.bool("truncated") == false && text.number("lines") == 1)
            #expect(items[0].frame.maxX < items[1].frame.minX)
            #expect(items[1].frame.maxX == width - margin)
        }
    }
}
