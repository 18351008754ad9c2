import Foundation
import Raster
import SnapTestSupport
import Testing
@testable import SnapUI

/// Fidelity.md's further list rows (89 to 97): the rules FidelityTests' two list screens fix at
/// `.medium`, read at other text sizes and in dark mode from more iOS 26 images (home-assistant/iOS's
/// About screen and dark settings screen; BrunoCerberus/Pulse's account section at `.large`,
/// `.xxLarge` and `.accessibility3`), with views written here and read back as the iOS images were.
@Suite("Fidelity to iOS: lists at other sizes")
struct FidelityListTests: FidelityReading {
    /// swift-snapshot-testing's `.iPhone13`: 390 x 844 points at 3x, text at `.medium`.
    private func onIPhone13<V: View>(_ view: V, colorScheme: ColorScheme = .light) throws -> Rendering {
        try render(view, options: RenderOptions(
            width: 390, scale: 3, dynamicTypeSize: .medium, colorScheme: colorScheme, minimumHeight: 844,
            safeAreaInsets: EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0), fonts: bundledFonts))
    }

    /// Pulse's iPhone Air config: 393 x 852 points at 3x, dark, at `size`.
    private func onIPhoneAir<V: View>(_ view: V, _ size: DynamicTypeSize) throws -> Rendering {
        try render(view, options: RenderOptions(
            width: 393, scale: 3, dynamicTypeSize: size, colorScheme: .dark, minimumHeight: 852,
            safeAreaInsets: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0), fonts: bundledFonts))
    }

    /// An account section as Pulse's: a row over two destructive `Label` buttons, the list 375 points
    /// wide and padded.
    private struct AccountSection: View {
        var body: some View {
            List {
                Section {
                    Text("Signed in")
                    Button(role: .destructive) {} label: {
                        Label("Sign out", systemImage: "rectangle.portrait.and.arrow.right")
                    }
                    Button(role: .destructive) {} label: {
                        Label("Delete account", systemImage: "trash.fill")
                    }
                } header: {
                    Text("Account")
                }
            }
            .frame(width: 375)
            .padding()
        }
    }

    private var darkCard: RGBA { RGBA(r: 28, g: 28, b: 30) }

    /// The separators down the column at `x` points, each as its first pixel row in points and its
    /// colour (its most common pixel), and the card's bottom: the end of the last run of the card's
    /// colour.
    private func separators(_ rendering: Rendering, x: Double, card: RGBA) -> (lines: [(y: Double, color: RGBA)], bottom: Double?) {
        let runs = column(rendering, x: x)
        var lines: [(y: Double, color: RGBA)] = []
        var between: [(start: Int, end: Int, color: RGBA)] = []
        var afterCard = false
        for run in runs {
            if run.color == card {
                if afterCard, !between.isEmpty, let widest = between.max(by: { $0.end - $0.start < $1.end - $1.start }) {
                    lines.append((Double(between[0].start) / 3, widest.color))
                }
                afterCard = true
                between = []
            } else if afterCard {
                between.append(run)
                if between.count > 3 { afterCard = false; between = [] }
            }
        }
        return (lines, runs.last { $0.color == card }.map { Double($0.end) / 3 })
    }

    /// The card's leading edge and a separator's leading edge along the pixel row at `y` points.
    private func separatorStart(_ rendering: Rendering, y: Double, separator: RGBA) -> (card: Double?, line: Double?) {
        let runs = pixelRow(rendering, y: y + 1.0 / 6)
        return (runs.first { $0.color == darkCard }.map { Double($0.start) / 3 },
                runs.first { $0.color == separator }.map { Double($0.start) / 3 })
    }

    // MARK: - Section spacing (home-assistant/iOS's About screen, `.medium`)

    @Test func row89TheGapBetweenTwoCards() throws {
        let view = List {
            Section {
                Text("Join the beta")
                Text("Acknowledgements")
            }
            Section {
                Text("Website")
            }
        }
        let rendering = try onIPhone13(view)
        var cards: [(Double, Double)] = []
        for run in column(rendering, x: 195) where run.color == white && run.start >= 47 * 3 {
            let (start, end) = (Double(run.start) / 3, Double(run.end) / 3)
            if let last = cards.last, start - last.1 < 2 { cards[cards.count - 1].1 = end } else { cards.append((start, end)) }
        }
        let gap = cards.count >= 2 ? cards[1].0 - cards[0].1 : nil
        expectFigure(gap, 35, row: 89, "from one card to the next, no header or footer", differs: false)
    }

    // MARK: - Label rows at three text sizes (Pulse, dark)

    /// The distance between a card's two separators, nil unless there are exactly two.
    private func pitch(_ found: (lines: [(y: Double, color: RGBA)], bottom: Double?)) -> Double? {
        found.lines.count == 2 ? found.lines[1].y - found.lines[0].y : nil
    }

    /// How far the last separator starts in from the card's leading edge.
    private func lastSeparatorInset(_ rendering: Rendering, _ found: (lines: [(y: Double, color: RGBA)], bottom: Double?),
                                    separator: RGBA) -> Double? {
        guard let last = found.lines.last else { return nil }
        let start = separatorStart(rendering, y: last.y, separator: separator)
        return start.line.flatMap { line in start.card.map { line - $0 } }
    }

    @Test func rows90To96LabelRowsAtThreeSizes() throws {
        let separator = RGBA(r: 56, g: 56, b: 59)
        let large = try onIPhoneAir(AccountSection(), .large)
        try writeForLooking(large, "fidelity-account-large")
        let l = separators(large, x: 340, card: darkCard)
        expectFigure(pitch(l), 52, row: 90, "one-line Label row at .large", differs: false)
        expectFigure(lastSeparatorInset(large, l, separator: separator), 56, row: 91,
                     "separator's leading edge from the card's under a Label row at .large", differs: false)
        expectColour(l.lines.first?.color, separator, row: 96, "separator colour on the dark card", differs: false)

        let xxLarge = try onIPhoneAir(AccountSection(), .xxLarge)
        let x = separators(xxLarge, x: 340, card: darkCard)
        expectFigure(pitch(x), 56, row: 92, "one-line Label row at .xxLarge", differs: false)
        expectFigure(lastSeparatorInset(xxLarge, x, separator: separator), 60.33, row: 93,
                     "separator's leading edge from the card's under a Label row at .xxLarge", differs: false)

        let ax3 = try onIPhoneAir(AccountSection(), .accessibility3)
        try writeForLooking(ax3, "fidelity-account-ax3")
        let a = separators(ax3, x: 340, card: darkCard)
        expectFigure(pitch(a), 78, row: 94, "one-line Label row at .accessibility3", differs: false)
        let lastRow = a.lines.last.flatMap { line in a.bottom.map { $0 - line.y } }
        expectFigure(lastRow, 126, row: 95, "two-line Label row at .accessibility3 (separator to card bottom)", differs: true)
    }

    // MARK: - The switch in dark mode (home-assistant/iOS)

    @Test func row97TheSwitchOnColourInDarkMode() throws {
        let view = List {
            Toggle("Remember the last page", isOn: .constant(true))
        }
        let rendering = try onIPhone13(view, colorScheme: .dark)
        let card = try #require(column(rendering, x: 250).first { $0.color == darkCard && $0.end - $0.start > 90 })
        // The track's colour beside the knob: the longest green run along the row's middle.
        let greens = pixelRow(rendering, y: Double(card.start + card.end) / 6).filter { Int($0.color.g) > 150 && Int($0.color.r) < 150 }
        let green = greens.max { $0.end - $0.start < $1.end - $1.start }
        expectColour(green?.color, RGBA(r: 104, g: 206, b: 103), row: 97, "switch on colour in dark mode", differs: false)
    }
}
