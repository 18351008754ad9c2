import Foundation
import Raster
import SnapUI
import Testing
@testable import Snapshot

/// The proof that the default comparison misses nothing a designer can see: small, visible
/// changes drawn with the rasteriser (the layer under the components) at 1x, the goldens' scale,
/// on the light and the dark screen background, must each fail; the unchanged drawing must pass.
@Suite struct MutationTests {
    /// A drawing with one property changed by `amount`, in the mutation's unit; 0 is the original.
    struct Mutation: Sendable, CustomTestStringConvertible {
        let name: String
        /// What `amount` counts: `pt`, `levels`, `rings` or `opacity`.
        let unit: String
        /// The change the issue names, which a designer sees side by side.
        let visible: Double
        /// Ever smaller amounts for ``smallestChangesCaughtAtTheGoldensScale()``, largest first.
        let ladder: [Double]
        let draw: @Sendable (_ amount: Double, _ dark: Bool) throws -> Bitmap

        var testDescription: String { name }
    }

    static let points = [1.0, 0.5, 0.25, 0.125, 1.0 / 16, 1.0 / 32, 1.0 / 64, 1.0 / 128, 1.0 / 256]

    static let mutations: [Mutation] = [
        Mutation(name: "corner radius smaller", unit: "pt", visible: 1, ladder: points) { amount, dark in
            picture(dark) { canvas, palette in
                canvas.fill(.roundedRect(Rect(x: 12, y: 12, width: 176, height: 116), cornerRadius: 28 - amount), color: palette.card)
            }
        },
        Mutation(name: "border thinner", unit: "pt", visible: 0.5, ladder: points) { amount, dark in
            picture(dark) { canvas, palette in
                let card = Rect(x: 12, y: 12, width: 176, height: 116)
                canvas.fill(.roundedRect(card, cornerRadius: 28), color: palette.card)
                let width = 2 - amount
                canvas.stroke(
                    .roundedRect(card.insetBy(dx: width / 2, dy: width / 2), cornerRadius: 28 - width / 2), color: palette.accent,
                    style: StrokeStyle(width: width))
            }
        },
        Mutation(name: "padding larger", unit: "pt", visible: 0.5, ladder: points) { amount, dark in
            picture(dark) { canvas, palette in
                let card = Rect(x: 12, y: 12, width: 176, height: 116)
                canvas.fill(.roundedRect(card, cornerRadius: 12), color: palette.card)
                let padding = 16 + amount
                canvas.fill(.roundedRect(Rect(x: card.minX + padding, y: card.minY + padding, width: 60, height: 20), cornerRadius: 4), color: palette.accent)
            }
        },
        Mutation(name: "spacing larger", unit: "pt", visible: 0.5, ladder: points) { amount, dark in
            picture(dark) { canvas, palette in
                canvas.fill(.rect(Rect(x: 28, y: 28, width: 144, height: 24)), color: palette.accent)
                canvas.fill(.rect(Rect(x: 28, y: 28 + 24 + 8 + amount, width: 144, height: 24)), color: palette.accent)
            }
        },
        Mutation(name: "symbol smaller", unit: "pt", visible: 1, ladder: points) { amount, dark in
            try picture(dark) { canvas, palette in
                let side = 24 - amount
                canvas.fill(try fonts.icons.symbolPath(named: "chevron_right", in: Rect(x: 100 - side / 2, y: 70 - side / 2, width: side, height: side)), color: palette.accent)
            }
        },
        Mutation(name: "colour paler", unit: "levels", visible: 3, ladder: [3, 2, 1]) { amount, dark in
            picture(dark) { canvas, palette in
                let level = Int(amount)
                func paler(_ channel: UInt8) -> UInt8 { UInt8(min(255, Int(channel) + level)) }
                let colour = RGBA(r: paler(palette.accent.r), g: paler(palette.accent.g), b: paler(palette.accent.b))
                canvas.fill(.roundedRect(Rect(x: 28, y: 28, width: 144, height: 84), cornerRadius: 12), color: colour)
            }
        },
        Mutation(name: "opacity lower", unit: "opacity", visible: 0.02, ladder: [0.02, 0.01, 0.005, 0.0025, 0.00125]) { amount, dark in
            picture(dark) { canvas, palette in
                canvas.beginLayer(opacity: 0.6 - amount)
                canvas.fill(.roundedRect(Rect(x: 28, y: 28, width: 144, height: 84), cornerRadius: 12), color: palette.accent)
                canvas.endLayer()
            }
        },
        Mutation(name: "shadow shorter", unit: "rings", visible: 1, ladder: [1]) { amount, dark in
            // The glass of a navigation bar button: eight 1-point rings of black at alpha 3 (light)
            // or 7 (dark), each grown by a point and moved down by half its growth.
            picture(dark) { canvas, palette in
                let button = Rect(x: 60, y: 50, width: 80, height: 40)
                for ring in stride(from: 8 - Int(amount), through: 1, by: -1) {
                    let grow = Double(ring)
                    canvas.fill(
                        .capsule(in: button.insetBy(dx: -grow, dy: -grow).offsetBy(dx: 0, dy: grow / 2)),
                        color: RGBA(r: 0, g: 0, b: 0, a: dark ? 7 : 3))
                }
                canvas.fill(.capsule(in: button), color: palette.card)
            }
        },
        Mutation(name: "text moved down", unit: "pt", visible: 0.5, ladder: points) { amount, dark in
            picture(dark) { canvas, palette in
                TextLayout("Book your flu vaccination", font: fonts.font(size: 17)).draw(in: &canvas, at: Point(x: 16, y: 50 + amount), color: palette.text)
            }
        },
        Mutation(name: "text moved right", unit: "pt", visible: 0.5, ladder: points) { amount, dark in
            picture(dark) { canvas, palette in
                TextLayout("Book your flu vaccination", font: fonts.font(size: 17)).draw(in: &canvas, at: Point(x: 16 + amount, y: 50), color: palette.text)
            }
        },
    ]

    /// The NHS App's colours, light or dark: the screen background, a card, an accent, text.
    struct Palette {
        let background, card, accent, text: RGBA
    }

    /// A 200 x 140 point picture at 1x on the screen background, drawn by `body`.
    static func picture(_ dark: Bool, _ body: (inout Canvas, Palette) throws -> Void) rethrows -> Bitmap {
        let palette = dark
            ? Palette(background: RGBA(hex: "#1b2429")!, card: RGBA(hex: "#2c3338")!, accent: RGBA(hex: "#2d92e0")!, text: RGBA(hex: "#ffffff")!)
            : Palette(background: RGBA(hex: "#f0f4f5")!, card: RGBA(hex: "#ffffff")!, accent: RGBA(hex: "#005eb8")!, text: RGBA(hex: "#212b32")!)
        var canvas = Canvas(width: 200, height: 140, background: palette.background)
        try body(&canvas, palette)
        return canvas.bitmap
    }

    /// The bundled fonts, from the repository's `Fonts/` folder.
    static let fonts: FontSet = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return try! FontSet(folder: root.appendingPathComponent("Fonts").path)
    }()

    static let configurations = [Scheme.light, .dark].map {
        SnapshotConfiguration(device: .iPhoneSE, textSize: .large, scheme: $0, scale: 1)
    }

    /// The scene drawing `mutation` changed by `amount`, light or dark by configuration.
    static func scene(_ mutation: Mutation, _ amount: Double) -> SnapshotScene {
        SnapshotScene("mutation") { configuration in try mutation.draw(amount, configuration.scheme == .dark) }
    }

    /// Whether the default (exact) comparison fails `mutation` changed by `amount` against the
    /// original, in every scheme; decided by the comparison core, as verify decides.
    static func defaultComparisonFails(_ mutation: Mutation, _ amount: Double, tolerance: Tolerance = .exact) throws -> Bool {
        try configurations.allSatisfy { configuration in
            let golden = try mutation.draw(0, configuration.scheme == .dark)
            let comparison = SnapshotComparison(
                snapshot: PlannedSnapshot(scene: scene(mutation, amount), configuration: configuration),
                golden: GoldenFile(components: [], path: ""), tolerance: tolerance,
                actual: try mutation.draw(amount, configuration.scheme == .dark), expected: Golden(bytes: [], image: golden))
            return !comparison.matches
        }
    }

    @Test(arguments: mutations)
    func theVisibleChangeFailsVerifyAndTheUnchangedDrawingPasses(_ mutation: Mutation) throws {
        // Through files, as verify works: the original recorded as goldens, then checked.
        let scratch = ScratchFolder()
        let comparer = SnapshotComparer(goldens: try SafeFolder(scratch.goldens), layout: .flat)
        let checker = SnapshotChecker(comparer: comparer, artefacts: try SafeFolder(scratch.artefacts))
        var times = PhaseTimes()
        for configuration in Self.configurations {
            let original = PlannedSnapshot(scene: Self.scene(mutation, 0), configuration: configuration)
            #expect(try SnapshotRecorder(comparer: comparer, mode: .missing).record(original, times: &times).action == .created)
            let unchanged = try checker.check(original, times: &times)
            #expect(unchanged.status == .matched, "\(mutation.name), \(configuration.scheme): \(unchanged.detail)")

            let changed = try checker.check(PlannedSnapshot(scene: Self.scene(mutation, mutation.visible), configuration: configuration), times: &times)
            #expect(changed.status == .differing, "\(mutation.name) by \(mutation.visible) \(mutation.unit), \(configuration.scheme)")
            #expect((changed.differingPixels ?? 0) > 0 && changed.changedArea != nil && (changed.largestChannelDifference ?? 0) > 0)
        }
    }

    /// The smallest change of each kind the default comparison catches in both schemes at 1x:
    /// the smallest amount of the ladder that fails, with every larger one (nil: not even the
    /// largest). Beside it, the same for pixelmatch's colour threshold of 0.01 with anti-aliasing
    /// ignored, verify's old default. These are the table in BENCHMARKS.md (a failure here prints
    /// the new figures).
    @Test func smallestChangesCaughtAtTheGoldensScale() throws {
        func smallest(_ mutation: Mutation, _ tolerance: Tolerance) throws -> Double? {
            var caught: Double?
            for amount in mutation.ladder {
                guard try Self.defaultComparisonFails(mutation, amount, tolerance: tolerance) else { break }
                caught = amount
            }
            return caught
        }
        let old = Tolerance(threshold: 0.01, ignoresAntialiasing: true)
        var table: [String: [Double?]] = [:]
        for mutation in Self.mutations { table[mutation.name] = [try smallest(mutation, .exact), try smallest(mutation, old)] }
        // Text is placed to a quarter of a pixel (the glyph cache's step), so a move of a quarter
        // point is always caught at 1x, and a smaller one only where it crosses a quarter.
        let expected: [String: [Double?]] = [
            "corner radius smaller": [1.0 / 256, nil],
            "border thinner": [1.0 / 256, 1.0 / 32],
            "padding larger": [1.0 / 256, 1],
            "spacing larger": [1.0 / 256, 1],
            "symbol smaller": [1.0 / 256, nil],
            "colour paler": [1, 3],
            "opacity lower": [0.0025, nil],
            "shadow shorter": [1, nil],
            "text moved down": [0.25, 0.25],
            "text moved right": [1.0 / 16, 1.0 / 16],
        ]
        #expect(table == expected)
    }
}
