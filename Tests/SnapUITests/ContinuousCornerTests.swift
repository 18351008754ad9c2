import Foundation
import Raster
import Testing
@testable import SnapUI

/// Continuous corners as iOS 26 draws them, edge by edge: the insets below are read from
/// Fidelity.md's HA-buttons image (home-assistant/iOS, `testAppButtonStyles.light.png` at
/// d541bc5955d5b783d5b069a841b6fe2ccfae2baf: 48-point-high buttons on a 390-point screen at 3x,
/// clipped to `Capsule()` and to `RoundedRectangle(cornerRadius: 12)`, both in their default,
/// continuous, style), each the mean of one row of device pixels' coverage, as here.
@Suite("Continuous corners")
struct ContinuousCornerTests {
    private let white = RGBA(r: 255, g: 255, b: 255)

    /// `shape` 358 x 48 points at 16 points from the left of a 390-point screen at 3x, as iOS's buttons.
    private func button<S: Shape>(_ shape: S, _ color: RGBA) throws -> Rendering {
        let fill = Color(red: Double(color.r) / 255, green: Double(color.g) / 255, blue: Double(color.b) / 255)
        return try render(shape.fill(fill).frame(width: 358, height: 48).padding(16),
                          options: RenderOptions(width: 390, scale: 3))
    }

    /// How far in from x = 16 the shape reaches on the pixel row at `depth` points below its top.
    private func inset(_ rendering: Rendering, depth: Double, fill: RGBA) -> Double {
        let row = Int((16 + depth) * 3), ground = 765.0
        let full = ground - Double(Int(fill.r) + Int(fill.g) + Int(fill.b))
        var covered = 0.0
        for x in 48..<300 {
            let p = rendering.image[x, row]
            covered += min(1, max(0, (ground - Double(Int(p.r) + Int(p.g) + Int(p.b))) / full))
        }
        return (252 - covered) / 3
    }

    @Test func aCapsuleIsContinuousByDefaultAsOnIOS() throws {
        let blue = RGBA(r: 0, g: 154, b: 199)
        let capsule = try button(Capsule(), blue)
        #expect(capsule.image == (try button(Capsule(style: .continuous), blue)).image)
        // iOS's insets (points) at depths below the top; half circles give 16.59, 12.08, 9.12, 7.94,
        // 3.12, 1.31, 0.30, 0.07: the continuous end is narrower at the top and near the middle.
        let iOS: [(depth: Double, inset: Double)] = [
            (1.17, 17.70), (3.17, 12.25), (5.17, 9.17), (6.17, 7.96), (12.17, 3.23), (16.17, 1.57), (20.17, 0.65), (22.17, 0.38),
        ]
        for (depth, expected) in iOS {
            let measured = inset(capsule, depth: depth - 1.0 / 6, fill: blue)
            #expect(abs(measured - expected) <= 0.25, "depth \(depth): iOS \(expected), SnapUI \(measured)")
        }
        let circular = try button(Capsule(style: .circular), blue)
        #expect(abs(inset(circular, depth: 20, fill: blue) - 0.65) > 0.25)
    }

    @Test func aRoundedRectangleIsContinuousByDefaultAsOnIOS() throws {
        let gray = RGBA(r: 142, g: 142, b: 147)
        let rounded = try button(RoundedRectangle(cornerRadius: 12), gray)
        let iOS: [(depth: Double, inset: Double)] = [
            (1.17, 7.09), (2.17, 5.22), (4.17, 2.97), (6.17, 1.62), (8.17, 0.78), (10.17, 0.33),
        ]
        for (depth, expected) in iOS {
            let measured = inset(rounded, depth: depth - 1.0 / 6, fill: gray)
            #expect(abs(measured - expected) <= 0.25, "depth \(depth): iOS \(expected), SnapUI \(measured)")
        }
    }
}
