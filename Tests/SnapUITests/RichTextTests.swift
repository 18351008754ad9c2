import Foundation
import Raster
import Testing
@testable import SnapUI
import SnapTestSupport

/// The first text node `view` resolves to, laid out at `width`.
func textNode<V: View>(_ view: V, width: Double = 390, size: DynamicTypeSize = .large,
                       _ change: (inout EnvironmentValues) -> Void = { _ in }) throws -> TextNode {
    var environment = EnvironmentValues()
    environment.fontSet = bundledFonts
    environment.dynamicTypeSize = size
    change(&environment)
    func find(_ node: Node) -> TextNode? {
        if let text = node as? TextNode { return text }
        return node.children.lazy.compactMap(find).first
    }
    let node = try #require(find(SnapUI.makeNode(view, in: environment)))
    let measured = node.sizeThatFits(ProposedViewSize(width: width, height: nil))
    node.place(in: Rect(x: 0, y: 0, width: width, height: measured.height))
    return node
}

@Suite("Markdown in Text")
struct MarkdownTextTests {
    @Test func boldMarkdownDrawsWithTheBoldFaceAndNoAsterisks() throws {
        let node = try textNode(Text("**Book** an appointment"))
        #expect(node.string == "Book an appointment")
        #expect(node.layout?.text == "Book an appointment")
        #expect(node.runs.map(\.text) == ["Book", " an appointment"])
        #expect(node.runs[0].style.font.face === bundledFonts.bold)
        #expect(node.runs[1].style.font.face === bundledFonts.regular)
    }

    @Test func linksDrawInTheTintAndItalicsCodeAndStrikethroughInTheirFaces() throws {
        let node = try textNode(Text("Call [NHS 111](https://111.nhs.uk), *today*, `A12` or ~~never~~").tint(.red))
        #expect(node.string == "Call NHS 111, today, A12 or never")
        let byText = Dictionary(node.runs.map { ($0.text, $0.style) }, uniquingKeysWith: { a, _ in a })
        #expect(byText["NHS 111"]?.color == Color.red.resolve(in: .light))
        #expect(byText["Call "]?.color == Color.primary.resolve(in: .light))
        #expect(byText["today"]?.font.face === bundledFonts.italic)
        #expect(byText["A12"]?.font.face === bundledFonts.monospaced)
        #expect(byText["never"]?.strikethrough != nil && byText["Call "]?.strikethrough == nil)
    }

    @Test func linksWithoutATintUseTheAccentColour() throws {
        let node = try textNode(Text("[Help](https://www.nhs.uk/help)"))
        #expect(node.runs[0].style.color == Color.accentColor.resolve(in: .light))
    }

    @Test func verbatimTextAndStringValuesStayLiteral() throws {
        let name = "**not bold**"
        #expect(try textNode(Text(verbatim: "**not bold**")).string == "**not bold**")
        #expect(try textNode(Text(name)).string == "**not bold**")
        #expect(try textNode(Text(name)).runs[0].style.font.face === bundledFonts.regular)
    }

    @Test func interpolatedValuesAreNotMarkdownButTheLiteralAroundThemIs() throws {
        let name = "*Sam*"
        let node = try textNode(Text("**Hello** \(name), dose \(2.5, format: .number)"))
        #expect(node.string == "Hello *Sam*, dose 2.5")
        #expect(node.runs[0].text == "Hello" && node.runs[0].style.font.face === bundledFonts.bold)
        // Bold around an interpolated date makes the date bold.
        let due = try textNode(Text("Due **\(Date(timeIntervalSince1970: 1_748_944_800), style: .date)**"))
        #expect(due.string == "Due 3 June 2025")
        #expect(due.runs.last?.text == "3 June 2025" && due.runs.last?.style.font.face === bundledFonts.bold)
    }

    @Test func emphasisFollowsFlankingRules() {
        #expect(Markdown.parse("2 * 3 * 4").map(\.text) == ["2 * 3 * 4"])
        #expect(Markdown.parse("snake_case_name").map(\.text) == ["snake_case_name"])
        #expect(Markdown.parse("\\*literal\\*").map(\.text) == ["*literal*"])
        #expect(Markdown.parse("***both***") == [Markdown.Span(text: "both", intent: [.emphasized, .stronglyEmphasized])])
        #expect(Markdown.parse("**unclosed").map(\.text) == ["**unclosed"])
        #expect(Markdown.parse("# Not a heading") == [Markdown.Span(text: "# Not a heading")])
        #expect(Markdown.parse("a `**b**` c").map(\.text) == ["a ", "**b**", " c"])
        #expect(Markdown.parse("[**bold link**](https://x.org)") == [
            Markdown.Span(text: "bold link", intent: .stronglyEmphasized, link: URL(string: "https://x.org"))
        ])
        #expect(Markdown.parse("<https://www.nhs.uk>").first?.link == URL(string: "https://www.nhs.uk"))
        #expect(Markdown.parse("[not a link] (x)").map(\.text) == ["[not a link] (x)"])
    }
}

@Suite("Joined and attributed text")
struct JoinedTextTests {
    @Test func joinedTextsWrapAsOneParagraph() throws {
        let text = Text("Your next appointment is ") + Text("Tuesday 3 June at 9:30").bold()
        // Room for the first part and the second's first word, not for more.
        let firstLine = TextLayout(
            runs: [TextRun("Your next appointment is ", font: bundledFonts.font(size: 17)),
                   TextRun("Tuesday", font: bundledFonts.font(size: 17, bold: true))],
            font: bundledFonts.font(size: 17))
        let width = firstLine.size.width + 1
        let node = try textNode(text, width: width)
        let layout = try #require(node.layout)
        #expect(layout.lines.count == 2)
        // The first line holds words of both parts: they share lines, not stack.
        let firstFaces = Set(layout.lines[0].glyphs.map(\.font.face))
        #expect(firstFaces == [bundledFonts.regular, bundledFonts.bold])
        #expect(layout.lines[0].text == "Your next appointment is Tuesday")
        #expect(layout.size.width <= width)
    }

    @Test func aModifierOnJoinedTextStylesOnlyThePartsThatSetNone() throws {
        let text = (Text("Red").foregroundColor(.red) + Text(" blue")).foregroundColor(.blue)
        let node = try textNode(text)
        #expect(node.runs.map(\.style.color) == [Color.red.resolve(in: .light), Color.blue.resolve(in: .light)])
        let italic = try textNode((Text("a").bold() + Text("b")).italic())
        #expect(italic.runs.map(\.style.font.face) == [bundledFonts.boldItalic, bundledFonts.italic])
    }

    @Test func attributedStringsDrawTheirAttributes() throws {
        var notice = AttributedString("Bring your NHS number and a photo")
        let number = notice.range(of: "NHS number")!
        notice[number].font = .body.bold()
        notice[number].foregroundColor = .red
        notice[notice.range(of: "photo")!].underlineStyle = .single
        notice[notice.range(of: "Bring")!].inlinePresentationIntent = .emphasized
        notice[notice.range(of: "a ")!].strikethroughStyle = .single
        let node = try textNode(Text(notice))
        #expect(node.string == "Bring your NHS number and a photo")
        let byText = Dictionary(node.runs.map { ($0.text, $0.style) }, uniquingKeysWith: { a, _ in a })
        #expect(byText["NHS number"]?.font.face === bundledFonts.bold)
        #expect(byText["NHS number"]?.color == Color.red.resolve(in: .light))
        #expect(byText["photo"]?.underline != nil && byText[" and "]?.underline == nil)
        #expect(byText["Bring"]?.font.face === bundledFonts.italic)
        #expect(byText["a "]?.strikethrough != nil)
    }
}

@Suite("Text modifiers on any view")
struct TextEnvironmentTests {
    @Test func boldItalicAndWeightApplyToTextInside() throws {
        #expect(try textNode(VStack { Text("x") }.bold()).runs[0].style.font.face === bundledFonts.bold)
        #expect(try textNode(VStack { Text("x") }.italic()).runs[0].style.font.face === bundledFonts.italic)
        #expect(try textNode(VStack { Text("x") }.fontWeight(.semibold)).runs[0].style.font.face === bundledFonts.bold)
        #expect(try textNode(VStack { Text("x") }.font(.headline).fontWeight(.light)).runs[0].style.font.face === bundledFonts.regular)
        // A Text's own weight wins over the one around it.
        #expect(try textNode(VStack { Text("x").fontWeight(.regular) }.bold()).runs[0].style.font.face === bundledFonts.regular)
        #expect(try textNode(VStack { Text("x") }.fontDesign(.monospaced)).runs[0].style.font.face === bundledFonts.monospaced)
    }

    @Test func underlineStrikethroughKerningAndCaseApplyToTextInside() throws {
        let underlined = try textNode(VStack { Text("Cancel") }.underline(color: .red))
        #expect(underlined.runs[0].style.underline == TextRun.Decoration(color: Color.red.resolve(in: .light)))
        #expect(try textNode(VStack { Text("x") }.strikethrough()).layout?.lines[0].decorations.count == 1)
        let plain = try textNode(Text("NHS")), kerned = try textNode(VStack { Text("NHS") }.kerning(3))
        #expect(abs(kerned.layout!.size.width - plain.layout!.size.width - 9) < 1e-9)
        #expect(try textNode(VStack { Text("Gwasanaethau ŵ") }.textCase(.uppercase)).string == "GWASANAETHAU Ŵ")
    }

    @Test func lineLimitRangesReserveRoomAndLimitLines() throws {
        let line = bundledFonts.font(size: 17).lineHeight
        // In the face's own metrics, whose line height `line` is.
        let reserved = try textNode(VStack { Text("Short") }.lineLimit(3, reservesSpace: true)) { $0.systemFontLineMetrics = .face }
        #expect(abs(reserved.sizeThatFits(ProposedViewSize(width: 390, height: nil)).height - 3 * line) < 1e-9)
        let ranged = try textNode(VStack { Text("Short") }.lineLimit(2...4)) { $0.systemFontLineMetrics = .face }
        #expect(abs(ranged.sizeThatFits(ProposedViewSize(width: 390, height: nil)).height - 2 * line) < 1e-9)
        let long = String(repeating: "Repeat prescription request ", count: 10)
        let limited = try textNode(VStack { Text(long) }.lineLimit(2...4), width: 200)
        #expect(limited.layout?.lines.count == 4 && limited.layout?.isTruncated == true)
    }

    @Test func truncationModeAndMinimumScaleFactor() throws {
        let text = "Amoxicillin 500mg capsules, 21 capsules"
        let head = try textNode(VStack { Text(text) }.lineLimit(1).truncationMode(.head), width: 150)
        #expect(head.layout?.lines[0].text.hasPrefix("…") == true)
        let shrunk = try textNode(VStack { Text(text) }.lineLimit(1).minimumScaleFactor(0.5), width: 250)
        let layout = try #require(shrunk.layout)
        #expect(!layout.isTruncated && layout.size.width <= 250)
        #expect(layout.lines[0].glyphs[0].font.size < 17 && layout.lines[0].glyphs[0].font.size >= 8.5)
        // Past the factor, it truncates at the smallest size.
        let floor = try textNode(VStack { Text(text) }.lineLimit(1).minimumScaleFactor(0.9), width: 150)
        #expect(floor.layout?.isTruncated == true && abs(floor.layout!.lines[0].glyphs[0].font.size - 15.3) < 0.02)
    }

    @Test func fontsOfEveryKindResolveToTheNearestFace() throws {
        let mono = try textNode(Text("x").font(.system(size: 20, weight: .bold, design: .monospaced)))
        #expect(mono.runs[0].style.font.face === bundledFonts.monospacedBold && mono.runs[0].style.font.size == 20)
        let custom = try textNode(Text("x").font(.custom("Liberation Sans", size: 17)), size: .accessibility3)
        #expect(custom.runs[0].style.font.size == TextStyle.body.pointSize(at: .accessibility3))
        let fixed = try textNode(Text("x").font(.custom("Liberation Sans", fixedSize: 17)), size: .accessibility3)
        #expect(fixed.runs[0].style.font.size == 17)
        let relative = try textNode(Text("x").font(.custom("Liberation Sans", size: 20, relativeTo: .title)), size: .xxxLarge)
        #expect(relative.runs[0].style.font.size == 20.0 * 34 / 28)
        #expect(Font.headline.resolvedWeight == .semibold && Font.body.weight(.black).resolvedWeight == .black)
        // Liberation kerns "11"; monospaced digits are set without it, all one width.
        #expect(try textNode(Text("1111")).layout!.size.width < textNode(Text("8888")).layout!.size.width)
        let digits = try textNode(Text("1111").monospacedDigit()), eights = try textNode(Text("8888").monospacedDigit())
        #expect(digits.layout?.size.width == eights.layout?.size.width)
        #expect(try textNode(VStack { Text("1111") }.monospacedDigit()).layout?.size.width == eights.layout?.size.width)
    }
}

@Suite("Dates and numbers in Text")
struct FormattedTextTests {
    /// 3 June 2025, 11:23:00 GMT: two hours and 23 minutes after SnapshotDefaults.now... plus two days.
    private let appointment = Date(timeIntervalSince1970: 1_748_949_780)

    @Test func numbersAreWrittenInTheSnapshotLocaleUnlessTheEnvironmentSetsOne() throws {
        #expect(try textNode(Text(1234.5, format: .number)).string == "1,234.5")
        #expect(try textNode(Text(0.25, format: .percent)).string == "25%")
        #expect(try textNode(Text(12.5, format: .currency(code: "GBP"))).string == "£12.50")
        let german = try textNode(Text(1234.5, format: .number).environment(\.locale, Locale(identifier: "de_DE")))
        #expect(german.string == "1.234,5")
    }

    @Test func datesAreWrittenInTheSnapshotTimeZoneUnlessTheEnvironmentSetsOne() throws {
        #expect(try textNode(Text(appointment, format: .dateTime.day().month())).string == "3 Jun")
        #expect(try textNode(Text(appointment, style: .date)).string == "3 June 2025")
        #expect(try textNode(Text(appointment, style: .time)).string == "11:23")
        let london = try textNode(Text(appointment, style: .time).environment(\.timeZone, TimeZone(identifier: "Europe/London")!))
        #expect(london.string == "12:23")
        // A morning time keeps its leading zero, as iOS writes en_GB's short time.
        #expect(try textNode(Text(appointment.addingTimeInterval(-2 * 3600), style: .time)).string == "09:23")
        let american = try textNode(Text(appointment, style: .time).environment(\.locale, Locale(identifier: "en_US")))
        #expect(american.string.hasPrefix("11:23") && american.string.hasSuffix("AM"))
    }

    @Test func relativeStylesCountFromTheEnvironmentsNow() throws {
        let now = appointment.addingTimeInterval(-(2 * 3600 + 23 * 60))
        func shown(_ style: Text.DateStyle, _ date: Date) throws -> String {
            try textNode(Text(date, style: style).environment(\.now, now)).string
        }
        #expect(try shown(.relative, appointment) == "2 hours, 23 minutes")
        #expect(try shown(.offset, appointment) == "+2 hours")
        #expect(try shown(.offset, now.addingTimeInterval(-3 * 86_400)) == "-3 days")
        #expect(try shown(.timer, appointment) == "2:23:00")
        #expect(try shown(.timer, now.addingTimeInterval(152)) == "2:32")
        #expect(try shown(.relative, now.addingTimeInterval(400 * 86_400)) == "1 year, 1 month")
        // Without a `now` set, the snapshot's fixed one.
        #expect(try textNode(Text(SnapshotDefaults.now.addingTimeInterval(90), style: .relative)).string == "1 minute, 30 seconds")
    }
}
