import Foundation
import Raster
import SnapTestSupport
import Testing
@testable import SnapUI

/// Fidelity.md's rows 300 and up: symbols at text styles other than body, as iOS 26.5 drew them for
/// bradleymackey/vault-ios (an iPhone 17 Pro simulator at 3x, views 390 points wide), put to SnapUI
/// with views written here and read back as the iOS images were: each symbol's ink over its
/// background, a word's ink beside it.
@Suite("Fidelity to iOS: symbols at each text style")
struct FidelitySymbolStyleTests: FidelityReading {
    /// A view 390 points wide at 3x, as vault-ios's `framedForTest()` snapshots are, at `size`.
    private func at3x<V: View>(_ view: V, size: DynamicTypeSize = .large) throws -> Rendering {
        try render(view, options: RenderOptions(width: 390, scale: 3, dynamicTypeSize: size, fonts: bundledFonts))
    }

    // MARK: - `.title2` symbols in 40-point tiles, and a `.headline` Label (VA-backup, `.large`)

    /// Three tiles, each a `.title2` symbol in a 40-point frame beside a headline, as vault-ios's
    /// backup cards draw them, over a button-like `.headline` Label of a symbol and two words, white
    /// on blue. The Label's title begins with an S and has nothing taller than its capitals, so its
    /// first word's ink spans the S: the capitals' centre.
    private struct BackupCards: View {
        let symbols = ["qrcode", "checkmark.shield.fill", "doc.richtext"]

        var body: some View {
            VStack(alignment: .leading, spacing: 16) {
                ForEach(symbols, id: \.self) { name in
                    HStack(spacing: 12) {
                        Image(systemName: name)
                            .font(.title2)
                            .frame(width: 40, height: 40)
                        Text("Backup").font(.headline.bold())
                    }
                }
                Label("Scan Codes", systemImage: "qrcode")
                    .font(.headline)
                    .foregroundStyle(.white)
                    .frame(maxWidth: .infinity)
                    .padding(.vertical, 12)
                    .background(Color.blue)
            }
            .padding(32)
        }
    }

    @Test func rows300To309Title2TilesAndAHeadlineLabel() throws {
        let rendering = try at3x(BackupCards())
        try writeForLooking(rendering, "fidelity-symbol-styles-title2")
        // Tile n's 40-point frame is at x 32, y 32 + 56 n.
        let tiles = (0..<3).map { n in
            ink(rendering, in: Box(minX: 32, minY: 32 + 56 * Double(n), maxX: 72, maxY: 72 + 56 * Double(n)), background: white)
        }
        expectFigure(tiles[0].map { $0.maxX - $0.minX }, 20, row: 300, "qrcode ink width at .title2", differs: false)
        expectFigure(tiles[0].map { $0.maxY - $0.minY }, 20, row: 301, "qrcode ink height at .title2", differs: false)
        expectFigure(tiles[1].map { $0.maxX - $0.minX }, 17.67, row: 302, "checkmark.shield.fill ink width at .title2", differs: false)
        expectFigure(tiles[1].map { $0.maxY - $0.minY }, 21.33, row: 303, "checkmark.shield.fill ink height at .title2", differs: false)
        expectFigure(tiles[2].map { $0.maxX - $0.minX }, 18.33, row: 304, "doc.richtext ink width at .title2", differs: false)
        expectFigure(tiles[2].map { $0.maxY - $0.minY }, 23, row: 305, "doc.richtext ink height at .title2", differs: false)
        // The Label: white ink over the blue, split at gaps of 3 points: the icon, then the words.
        let blue = try #require(column(rendering, x: 340).filter { $0.color.b > 200 && $0.color.r < 100 }
            .max { $0.end - $0.start < $1.end - $1.start })
        let band = Box(minX: 33, minY: Double(blue.start) / 3 + 1, maxX: 357, maxY: Double(blue.end) / 3 - 1)
        let parts = inkGroups(rendering, in: band, background: blue.color, gap: 3)
        let icon = parts.first, word = parts.dropFirst().first
        expectFigure(icon.map { $0.maxX - $0.minX }, 15.67, row: 306, "qrcode ink width in a .headline Label (semibold)", differs: false)
        expectFigure(Double(blue.end - blue.start) / 3 - 24, 20.33, row: 307, "height of a .headline Label with a qrcode icon", differs: false)
        expectFigure(icon.flatMap { icon in word.map { ($0.minY + $0.maxY) / 2 - (icon.minY + icon.maxY) / 2 } }, -0.17,
                     row: 308, "the title's capitals' centre minus the Label icon's ink centre", differs: false)
        expectFigure(icon.flatMap { icon in word.map { $0.minX - icon.maxX } }, 11, row: 309,
                     "gap from a .headline Label's icon ink to its title's ink", differs: true)
    }

    // MARK: - `lock.fill` at `.largeTitle` and at `.caption2` (VA-lock, VA-card)

    /// A placeholder as vault-ios's locked cards draw it: a `.largeTitle` symbol in a frame 40 points
    /// high, over a headline, its stack's leading edge at 32.
    private struct LockedPlaceholder: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 16) {
                Image(systemName: "lock.fill")
                    .font(.largeTitle)
                    .frame(height: 40, alignment: .center)
                Text("Locked").font(.headline)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding(32)
        }
    }

    @Test func rows310To316LockAtLargeTitleAtThreeSizes() throws {
        var boxes: [DynamicTypeSize: InkBox] = [:]
        for size in [DynamicTypeSize.xSmall, .medium, .xxLarge] {
            let rendering = try at3x(LockedPlaceholder(), size: size)
            try writeForLooking(rendering, "fidelity-symbol-styles-lock-\(size)")
            boxes[size] = ink(rendering, in: Box(minX: 20, minY: 32, maxX: 200, maxY: 72), background: white)
        }
        let (xSmall, medium, xxLarge) = (boxes[.xSmall], boxes[.medium], boxes[.xxLarge])
        expectFigure(medium.map { $0.maxY - $0.minY }, 31.67, row: 310, "lock.fill ink height at .largeTitle, .medium", differs: false)
        expectFigure(medium.map { $0.maxX - $0.minX }, 22, row: 311, "lock.fill ink width at .largeTitle, .medium", differs: false)
        expectFigure(xSmall.map { $0.maxY - $0.minY }, 30, row: 312, "lock.fill ink height at .largeTitle, .xSmall", differs: false)
        expectFigure(xSmall.map { $0.maxX - $0.minX }, 20.67, row: 313, "lock.fill ink width at .largeTitle, .xSmall", differs: false)
        expectFigure(xxLarge.map { $0.maxY - $0.minY }, 36.67, row: 314, "lock.fill ink height at .largeTitle, .xxLarge", differs: false)
        expectFigure(xxLarge.map { $0.maxX - $0.minX }, 25.33, row: 315, "lock.fill ink width at .largeTitle, .xxLarge", differs: false)
        expectFigure(medium.map { $0.minX - 32 }, 4.67, row: 316,
                     "lock.fill ink's leading edge in from its frame's at .largeTitle, .medium", differs: true)
    }

    /// A preview card's corner symbol: `lock.fill` at `.caption2.weight(.semibold)`, padded 16.
    @Test func rows317And318LockAtCaption2Semibold() throws {
        let view = Image(systemName: "lock.fill")
            .font(.caption2.weight(.semibold))
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding(16)
        let rendering = try at3x(view)
        try writeForLooking(rendering, "fidelity-symbol-styles-caption2")
        let lock = ink(rendering, in: Box(minX: 0, minY: 0, maxX: 100, maxY: rendering.size.height), background: white)
        expectFigure(lock.map { $0.maxY - $0.minY }, 11, row: 317, "lock.fill ink height at .caption2 semibold", differs: false)
        expectFigure(lock.map { $0.maxX - $0.minX }, 7.67, row: 318, "lock.fill ink width at .caption2 semibold", differs: false)
    }

    // MARK: - A list Label's circle icon at two more sizes (VA-detail)

    /// A list's one row: a `Label` with a circle icon, as vault-ios's detail screens draw their
    /// metadata row, over the grouped background.
    private struct MetadataRow: View {
        var body: some View {
            List {
                Section {
                    NavigationLink {
                        Text("Details")
                    } label: {
                        Label("Metadata", systemImage: "info.circle")
                    }
                }
            }
        }
    }

    @Test func rows319And320ListLabelIconAtXSmallAndXXLarge() throws {
        var widths: [DynamicTypeSize: Double] = [:]
        for size in [DynamicTypeSize.xSmall, .xxLarge] {
            let rendering = try render(MetadataRow(), options: RenderOptions(
                width: 390, scale: 3, dynamicTypeSize: size, minimumHeight: 300, fonts: bundledFonts))
            try writeForLooking(rendering, "fidelity-symbol-styles-list-label-\(size)")
            // The card: the first white run down the middle column.
            let card = try #require(column(rendering, x: 195).first { $0.color == white && $0.end - $0.start > 60 })
            let parts = inkGroups(rendering, in: Box(minX: 17, minY: Double(card.start) / 3 + 1, maxX: 300, maxY: Double(card.end) / 3 - 1),
                                  background: white)
            widths[size] = parts.first.map { $0.maxX - $0.minX }
        }
        expectFigure(widths[.xSmall], 18, row: 319, "list Label's info.circle ink width at body, .xSmall", differs: false)
        expectFigure(widths[.xxLarge], 27, row: 320, "list Label's info.circle ink width at body, .xxLarge", differs: false)
    }

    // MARK: - Fixed sizes: a plus, a minus and a circle (HY-audio, iOS 18.2, 2x)

    /// A speed adjuster as Hymns-iOS's audio player draws it: a minus and a plus at 16 points either
    /// side of a body line, 30 apart, padded, 390 points wide at 2x; and a 35-point play circle.
    private struct SpeedAdjuster: View {
        var body: some View {
            VStack {
                Image(systemName: "play.circle").font(.system(size: 35))
                HStack(spacing: 30) {
                    Image(systemName: "minus").font(.system(size: 16)).foregroundColor(.accentColor)
                    Text("Speed: 0.5x")
                    Image(systemName: "plus").font(.system(size: 16)).foregroundColor(.accentColor)
                }
                .padding()
            }
        }
    }

    @Test func rows321To325APlusAMinusAndACircleAtFixedSizes() throws {
        let rendering = try render(SpeedAdjuster(), options: RenderOptions(width: 390, scale: 2, fonts: bundledFonts))
        try writeForLooking(rendering, "fidelity-symbol-styles-fixed")
        let circle = ink(rendering, in: Box(minX: 0, minY: 0, maxX: 390, maxY: 36), background: white)
        let parts = inkGroups(rendering, in: Box(minX: 0, minY: 40, maxX: 390, maxY: rendering.size.height), background: white)
        try #require(parts.count == 4)
        let (minus, digits, plus) = (parts[0], parts[2], parts[3])
        expectFigure(plus.maxX - plus.minX, 13, row: 321, "plus ink width at 16 points", differs: false)
        expectFigure(plus.maxY - plus.minY, 13, row: 322, "plus ink height at 16 points", differs: false)
        expectFigure((plus.minY + plus.maxY) / 2 - (digits.minY + digits.maxY) / 2, -0.5, row: 323,
                     "plus ink centre minus the digits' centre beside it", differs: false)
        expectFigure(minus.maxX - minus.minX, 13, row: 324, "minus ink width at 16 points", differs: false)
        expectFigure(circle.map { $0.maxX - $0.minX }, 35, row: 325, "play.circle ink width at 35 points", differs: false)
    }
}

