import Foundation
import Raster
import SnapTestSupport
import Testing
@testable import SnapUI

/// Fidelity.md's search-field rows (200 to 216): `.searchable` in a navigation stack as iOS 26 drew
/// it for BrunoCerberus/Pulse, on an iPhone-sized screen in dark mode, at the simulator's `.large`
/// text size, put to SnapUI with views written here and read back as the iOS image was. The field is
/// found by its fill down a pixel column clear of its text, its parts by their ink over that fill.
@Suite("Fidelity to iOS: the search field")
struct FidelitySearchTests: FidelityReading {
    /// Pulse's snapshots: 393 x 852 points at 3x, 59 points of status bar and 34 of home indicator,
    /// dark mode, text at the simulator's `.large`.
    private func onIPhoneAirConfig<V: View>(_ view: V) throws -> Rendering {
        try render(view, options: RenderOptions(
            width: 393, scale: 3, colorScheme: .dark, minimumHeight: 852,
            safeAreaInsets: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0), fonts: bundledFonts))
    }

    private var black: RGBA { RGBA(r: 0, g: 0, b: 0) }

    /// A search screen: a large title over a search field that always shows, and a message in the
    /// middle of an empty page. The title and the prompt begin with an S and have no descenders, as
    /// iOS's did, so their ink's bottom is their baseline and their ink's leading edge is comparable.
    private struct MedicineSearch: View {
        var placement: SearchFieldPlacement = .navigationBarDrawer(displayMode: .always)
        var text = ""

        var body: some View {
            NavigationStack {
                Text("Find a medicine by name")
                    .foregroundStyle(.secondary)
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .navigationTitle("Search")
                    .navigationBarTitleDisplayMode(.large)
                    .searchable(text: .constant(text), placement: placement, prompt: "Search medicines")
            }
        }
    }

    /// The search field read from pixels: its fill's run down the column at `x` (clear of its text)
    /// below `from` points, and its extent along the pixel row through the middle of that run.
    private func field(_ rendering: Rendering, x: Double = 300, from: Double) -> (box: InkBox, fill: RGBA)? {
        let scale = Double(rendering.image.width) / rendering.size.width
        guard let run = column(rendering, x: x).first(where: {
            Double($0.start) / scale >= from && $0.end - $0.start > Int(10 * scale) && $0.color != black
        }) else { return nil }
        let (top, bottom) = (Double(run.start) / scale, Double(run.end) / scale)
        guard let across = ink(rendering, in: Box(minX: 0, minY: (top + bottom) / 2, maxX: rendering.size.width, maxY: (top + bottom) / 2 + 1 / scale),
                               background: black, threshold: 20) else { return nil }
        return (Box(minX: across.minX, minY: top, maxX: across.maxX, maxY: bottom), run.color)
    }

    /// The colour of the pixel in `area` farthest from `background`: a glyph's solid ink.
    private func strongestInk(_ rendering: Rendering, in area: InkBox, background: RGBA) -> RGBA? {
        let image = rendering.image, scale = Double(image.width) / rendering.size.width
        var best: (distance: Int, colour: RGBA)?
        for y in Int(area.minY * scale)..<min(image.height, Int(area.maxY * scale)) {
            for x in Int(area.minX * scale)..<min(image.width, Int(area.maxX * scale)) {
                let p = image[x, y]
                let d = abs(Int(p.r) - Int(background.r)) + abs(Int(p.g) - Int(background.g)) + abs(Int(p.b) - Int(background.b))
                if d > best?.distance ?? -1 { best = (d, p) }
            }
        }
        return best?.colour
    }

    /// The field's magnifying glass and the first word of its text: the ink over the fill split at
    /// gaps of 4 points, read across the middle of the field (clear of its rounded ends), each then
    /// read top to bottom over its own columns.
    private func parts(_ rendering: Rendering, field: InkBox, fill: RGBA) -> (glass: InkBox?, word: InkBox?) {
        let height = field.maxY - field.minY
        let band = Box(minX: field.minX + 4, minY: field.minY + 0.3 * height, maxX: field.maxX - 4, maxY: field.maxY - 0.3 * height)
        let groups = inkGroups(rendering, in: band, background: fill)
        func tall(_ group: InkBox?) -> InkBox? {
            group.flatMap { ink(rendering, in: Box(minX: $0.minX - 0.5, minY: field.minY + 2, maxX: $0.maxX + 0.5, maxY: field.maxY - 2), background: fill) }
        }
        return (tall(groups.first), tall(groups.dropFirst().first))
    }

    // MARK: - A search field under a large title (Pulse, iOS 26, dark)

    @Test func rows200To214ASearchFieldUnderALargeTitle() throws {
        let rendering = try onIPhoneAirConfig(MedicineSearch())
        try writeForLooking(rendering, "fidelity-search")
        let (box, fill) = try #require(field(rendering, from: 100))
        expectFigure(box.maxY - box.minY, 44, row: 200, "search field height", differs: false)
        expectFigure(box.minX, 16, row: 201, "search field leading edge", differs: false)
        expectFigure(box.maxX, 377, row: 202, "search field trailing edge", differs: false)
        let inset = edgeInset(rendering, y: box.minY + 5.01, left: box.minX - 1, right: box.minX + 19, fill: fill, background: black) - 1
        expectFigure(inset, 7.85, row: 203, "search field end's inset 5 points below its top", differs: false)
        let title = ink(rendering, in: Box(minX: 0, minY: 59, maxX: 393, maxY: box.minY - 1), background: black, threshold: 120)
        // The baseline is read on the title's last letter, a flat-bottomed h: the round letters' ink
        // overshoots it, by more in SF Pro than in SnapUI's face.
        let lastLetter = title.flatMap {
            ink(rendering, in: Box(minX: $0.maxX - 10, minY: $0.minY, maxX: $0.maxX, maxY: box.minY - 1), background: black, threshold: 120)
        }
        expectFigure(lastLetter?.maxY, 149, row: 204, "large title baseline over a search field (its h)", differs: false)
        expectFigure(title.map { box.minY - $0.maxY }, 16.33, row: 205, "search field top below the large title's baseline", differs: false)
        expectColour(fill, RGBA(r: 28, g: 28, b: 31), row: 206, "search field fill (dark, over black)", differs: false)
        let (glass, word) = parts(rendering, field: box, fill: fill)
        expectFigure(glass.map { $0.maxX - $0.minX }, 16.33, row: 207, "magnifying glass ink width", differs: false)
        expectFigure(glass.map { $0.maxY - $0.minY }, 16.67, row: 208, "magnifying glass ink height", differs: false)
        expectFigure(glass.map { $0.minX - box.minX }, 14, row: 209, "magnifying glass ink's leading edge in from the field's", differs: true)
        expectFigure(glass.map { ($0.minY + $0.maxY) / 2 - box.minY }, 21.67, row: 210, "magnifying glass ink centre below the field's top", differs: false)
        expectColour(glass.flatMap { strongestInk(rendering, in: $0, background: fill) }, RGBA(r: 255, g: 255, b: 255), row: 211,
                     "magnifying glass colour (dark)", differs: false)
        expectFigure(word.map { $0.minX - box.minX }, 40.33, row: 212, "prompt ink's leading edge in from the field's", differs: false)
        expectFigure(word.map { $0.maxY - box.minY }, 28.67, row: 213, "prompt baseline below the field's top", differs: false)
        expectColour(word.flatMap { strongestInk(rendering, in: $0, background: fill) }, RGBA(r: 153, g: 153, b: 160), row: 214,
                     "prompt colour (dark)", differs: true)
    }

    // MARK: - Text in a field at the default placement (Pulse, iOS 26, dark)

    @Test func rows215And216AnAutomaticallyPlacedField() throws {
        let rendering = try onIPhoneAirConfig(MedicineSearch(placement: .automatic, text: "Sertraline"))
        try writeForLooking(rendering, "fidelity-search-automatic")
        let (box, fill) = try #require(field(rendering, from: 59))
        let (glass, word) = parts(rendering, field: box, fill: fill)
        expectFigure(glass.map { ($0.minY + $0.maxY) / 2 }, 187.67, row: 215,
                     "default placement: the magnifying glass's ink centre from the screen's top", differs: true)
        expectColour(word.flatMap { strongestInk(rendering, in: $0, background: fill) }, RGBA(r: 255, g: 255, b: 255), row: 216,
                     "typed text colour (dark)", differs: false)
    }
}
