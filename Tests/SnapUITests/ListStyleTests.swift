import Raster
import Testing
@testable import SnapUI
import SnapTestSupport

/// Lists and Forms as iOS 26 draws them: inset grouped sections with their margins, rounded corners,
/// row heights, captions and separators, and the other list styles and list modifiers.
@Suite struct ListStyleTests {
    private let grouped = RGBA(r: 0xf2, g: 0xf2, b: 0xf7, a: 255)
    private let white = RGBA(r: 255, g: 255, b: 255, a: 255)
    private let separator = RGBA(r: 0xc6, g: 0xc6, b: 0xc8, a: 255)

    private func frame(_ rendering: Rendering, _ string: String) throws -> Rect {
        let frame = textFrame(rendering, string)
        return try #require(frame, "no text \(string)")
    }

    @Test func insetGroupedRowsAreCardsSixteenPointsFromTheEdges() throws {
        let rendering = try renderForTest(List { Text("First"); Text("Second") }, width: 390)
        let first = try frame(rendering, "First"), second = try frame(rendering, "Second")
        // Section 20 points down and 16 in; row text 16 further in, rows 52 points tall at `.large`
        // (iOS 26: body size + 35, Fidelity.md row 90), the text centred.
        #expect(first.minX == 32)
        #expect(first.minY == 20 + (52 - first.height) / 2)
        #expect(second.minY - first.minY == 52)
        #expect(rendering.size.height == 20 + 104 + 20)
        // The margin is the grouped background, the card white, its corner rounded by 26 points.
        #expect(pixel(rendering, 8, 40) == grouped)
        #expect(pixel(rendering, 17, 21) == grouped)
        #expect(pixel(rendering, 16 + 26, 20.5) == white)
        #expect(pixel(rendering, 17, 20 + 30) == white)
    }

    @Test func wideScreensHaveTwentyPointMargins() throws {
        let rendering = try renderForTest(List { Text("Row") }, width: 744)
        #expect(try frame(rendering, "Row").minX == 20 + 16)
    }

    @Test func rowsGrowWithDynamicType() throws {
        let list = List { Text("First"); Text("Second") }
        let large = try renderForTest(list, width: 390)
        let huge = try renderForTest(list, width: 390, size: .accessibility3)
        let step = { (r: Rendering) throws -> Double in try frame(r, "Second").minY - frame(r, "First").minY }
        #expect(try step(large) == 52)
        #expect(try step(huge) > 60)
        // Content and its 15-point insets set the height once they are taller than the least
        // height (iOS 26, Fidelity.md row 94).
        #expect(try step(huge) == frame(huge, "First").height + 30)
    }

    @Test func headersAreSentenceCaseHeadlinesInTheSecondaryColour() throws {
        let list = List {
            Section("Your details") { Text("Name") }
        }
        let rendering = try renderForTest(list, width: 390)
        #expect(texts(rendering) == ["Your details", "Name"])
        let header = try frame(rendering, "Your details"), row = try frame(rendering, "Name")
        #expect(header.minX == row.minX)
        // iOS 26: the header's line 27.33 below where a card would be 35 below the one before (20
        // at the top: 12.33), headline text (semibold at body size) 10 points above the card
        // (Fidelity.md rows 16, 17, 19).
        #expect(abs(header.minY - (20 - 23.0 / 3)) < 0.01)
        let headline = try renderForTest(Text("Your details").font(.headline), width: 390)
        #expect(header.height == (try frame(headline, "Your details")).height)
        #expect(abs(row.minY - (header.maxY + 10 + (52 - row.height) / 2)) < 0.01)
        let inked = colors(rendering, in: header).subtracting([grouped])
        #expect(inked.contains(over(resolved(.secondary), grouped)))
    }

    @Test func headerAndFooterViewClosures() throws {
        let list = List {
            Section {
                Text("Row")
            } header: {
                HStack { Image(systemName: "person"); Text("Account") }
            } footer: {
                Text("We use this to contact you.")
            }
        }
        let rendering = try renderForTest(list, width: 390)
        let header = try frame(rendering, "Account"), row = try frame(rendering, "Row")
        let footer = try frame(rendering, "We use this to contact you.")
        #expect(header.maxY < row.minY)
        // iOS 26: the footer's line 7.67 below the card (Fidelity.md row 34).
        #expect(abs(footer.minY - (row.maxY + (52 - row.height) / 2 + 23.0 / 3)) < 0.01)
        #expect(footer.minX == row.minX)
        #expect(abs(rendering.size.height - (footer.maxY + 20)) < 0.5)
    }

    @Test func aSeparatorStartsUnderTheRowsText() throws {
        let list = List {
            Label("Appointments", systemImage: "calendar")
            Label("Messages", systemImage: "envelope")
        }
        let rendering = try renderForTest(list, width: 390)
        let title = try frame(rendering, "Appointments")
        #expect(title.minX > 32 + 20)
        let next = try frame(rendering, "Messages")
        // Between the two rows' texts, the column before the title is white, the columns under it
        // and at the row content's trailing edge cross the separator, which stops there, 16 points
        // short of the card's edge (iOS 26, Fidelity.md row 14).
        let rowSeparator = RGBA(r: 0xe8, g: 0xe8, b: 0xe8, a: 255)
        let strip = { (x: Double) in colors(rendering, in: Rect(x: x, y: title.maxY, width: 0.5, height: next.minY - title.maxY)) }
        #expect(strip(title.minX - 2) == [white])
        #expect(strip(title.minX + 2).contains(rowSeparator))
        #expect(strip(390 - 33).contains(rowSeparator))
        #expect(strip(390 - 31) == [white])
    }

    @Test func aSectionsRowTraitsApplyToItsRows() throws {
        let list = List {
            Section { Text("First"); Text("Second") }.listRowSeparator(.hidden)
        }
        let rendering = try renderForTest(list, width: 390)
        #expect(!colors(rendering, in: Rect(x: 40, y: 63, width: 300, height: 2)).contains(separator))
    }

    @Test func plainRowsRunEdgeToEdgeOnTheScreensBackground() throws {
        let rendering = try renderForTest(List { Text("First"); Text("Second") }.listStyle(.plain), width: 390)
        let first = try frame(rendering, "First")
        #expect(first.minX == 16)
        #expect(first.minY == (52 - first.height) / 2)
        #expect(rendering.size.height == 104)
        #expect(pixel(rendering, 1, 1) == white)
        #expect(pixel(rendering, 20, 52 - 0.25) == separator)
        #expect(pixel(rendering, 10, 52 - 0.25) == white)
    }

    @Test func groupedRowsRunEdgeToEdgeOnTheGroupedBackground() throws {
        let rendering = try renderForTest(List { Text("Row") }.listStyle(.grouped), width: 390)
        #expect(try frame(rendering, "Row").minX == 16)
        #expect(pixel(rendering, 1, 10) == grouped)
        #expect(pixel(rendering, 0.5, 20.5) == white)
    }

    @Test func insetRowsAreInsetOnTheScreensBackground() throws {
        let rendering = try renderForTest(List { Text("Row") }.listStyle(.inset), width: 390)
        #expect(try frame(rendering, "Row").minX == 32)
        #expect(try frame(rendering, "Row").minY == (52 - frame(rendering, "Row").height) / 2)
        #expect(pixel(rendering, 1, 10) == white)
    }

    @Test func rowSpacingMakesEachRowACardOfItsOwn() throws {
        let rendering = try renderForTest(List { Text("First"); Text("Second") }.listRowSpacing(10), width: 390)
        #expect(try frame(rendering, "Second").minY - frame(rendering, "First").minY == 62)
        // The gap shows the grouped background, and each card's corners are round.
        #expect(pixel(rendering, 200, 20 + 52 + 5) == grouped)
        #expect(pixel(rendering, 17, 20 + 43) == grouped)
        #expect(!colors(rendering, in: Rect(x: 40, y: 63, width: 300, height: 1)).contains(separator))
    }

    @Test func sectionSpacingSetsTheGapBetweenSections() throws {
        let list = { (spacing: ListSectionSpacing) in
            List { Section { Text("A") }; Section { Text("B") } }.listSectionSpacing(spacing)
        }
        let gap = { (r: Rendering) throws -> Double in try frame(r, "B").minY - frame(r, "A").maxY - (52 - frame(r, "A").height) }
        // iOS 26's default: 35 points between cards (Fidelity.md row 89).
        #expect(try gap(renderForTest(list(.default), width: 390)) == 35)
        #expect(try gap(renderForTest(list(.compact), width: 390)) == 12)
        #expect(try gap(renderForTest(list(.custom(40)), width: 390)) == 40)
    }

    @Test func aHiddenContentBackgroundShowsWhatIsBehind() throws {
        let view = ZStack { Color.red; List { Text("Row") }.scrollContentBackground(.hidden) }
        let rendering = try renderForTest(view, width: 390)
        #expect(pixel(rendering, 4, 4) == resolved(.red))
        #expect(pixel(rendering, 200, 20 + 2) == white)
    }

    @Test func aListOfDataMakesARowForEachElement() throws {
        struct Item: Identifiable { let id: Int; let name: String }
        let items = [Item(id: 1, name: "Aspirin"), Item(id: 2, name: "Ibuprofen")]
        let rendering = try renderForTest(List(items) { Text($0.name) }, width: 390)
        #expect(texts(rendering) == ["Aspirin", "Ibuprofen"])
        #expect(try frame(rendering, "Ibuprofen").minY - frame(rendering, "Aspirin").minY == 52)
        let numbered = try renderForTest(List(0..<3) { Text("Dose \($0)") }, width: 390)
        #expect(texts(numbered) == ["Dose 0", "Dose 1", "Dose 2"])
    }

    @Test func aFormIsAnInsetGroupedList() throws {
        let form = try renderForTest(Form { Text("Row") }, width: 390)
        let list = try renderForTest(List { Text("Row") }, width: 390)
        #expect(form.image == list.image)
    }
}

/// A List on a whole screen fills it.
@Suite struct ListScreenTests {
    @Test func aListsBackgroundFillsTheScreenBelowItsRows() throws {
        let rendering = try render(NavigationStack { List { Text("Row") }.navigationTitle("Settings") },
                                   options: RenderOptions(width: 393, scale: 1, minimumHeight: 852))
        #expect(rendering.size.height == 852)
        #expect(pixel(rendering, 200, 840) == RGBA(r: 0xf2, g: 0xf2, b: 0xf7, a: 255))
    }
}

/// A Section outside a List is its parts in order.
@Suite struct LooseSectionTests {
    @Test func aSectionInAStackShowsItsHeaderRowsAndFooter() throws {
        let view = VStack(alignment: .leading) {
            Section("Medicines") { Text("Aspirin"); Text("Ibuprofen") }
        }
        let rendering = try renderForTest(view, width: 390)
        #expect(texts(rendering) == ["Medicines", "Aspirin", "Ibuprofen"])
        let frames = texts(rendering).compactMap { textFrame(rendering, $0) }
        #expect(frames.count == 3 && frames[0].maxY <= frames[1].minY && frames[1].maxY <= frames[2].minY)
    }
}
