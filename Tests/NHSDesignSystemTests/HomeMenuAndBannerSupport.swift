import Foundation
import Raster
import Testing
@testable import Catalogue
@testable import NHSDesignSystem

/// Renders `view` on an NHS App screen (NHS backgrounds and tint), a phone's width by default; at 1x
/// unless the test samples pixels (the layout does not depend on the scale).
func renderOnNHSScreen<V: View>(
    _ view: V, width: Double = 402, size: DynamicTypeSize = .large, scheme: ColorScheme = .light, scale: Int = 1
) throws -> Rendering {
    try render(view, options: RenderOptions(
        width: width, scale: scale, dynamicTypeSize: size, colorScheme: scheme, environment: { $0.applyNHSAppearance() }))
}

/// The colour of the pixel under a point.
func pixel(_ rendering: Rendering, at point: Point) -> RGBA {
    let scale = Double(rendering.image.width) / rendering.size.width
    return rendering.image[Int(point.x * scale), Int(point.y * scale)]
}

/// The pixels inside a rectangle, at the rendering's scale.
func pixels(_ rendering: Rendering, in rect: Rect) -> [RGBA] {
    let scale = Double(rendering.image.width) / rendering.size.width
    let xs = Int((rect.minX * scale).rounded(.down))..<min(Int((rect.maxX * scale).rounded(.up)), rendering.image.width)
    let ys = Int((rect.minY * scale).rounded(.down))..<min(Int((rect.maxY * scale).rounded(.up)), rendering.image.height)
    return ys.flatMap { y in xs.map { x in rendering.image[x, y] } }
}

/// True when each channel of `a` is within `tolerance` of `b`'s.
func isClose(_ a: RGBA, _ b: RGBA, tolerance: Int = 1) -> Bool {
    abs(Int(a.r) - Int(b.r)) <= tolerance && abs(Int(a.g) - Int(b.g)) <= tolerance
        && abs(Int(a.b) - Int(b.b)) <= tolerance && abs(Int(a.a) - Int(b.a)) <= tolerance
}

/// Writes each catalogue scene whose id starts with `prefix` in light and dark, at large and
/// accessibility5, on a phone and a tablet, into the folder NHS_SNAP_WRITE_TEST_IMAGES names (if set).
func writeScenesForLooking(prefix: String) throws {
    guard let folder = ProcessInfo.processInfo.environment["NHS_SNAP_WRITE_TEST_IMAGES"] else { return }
    for entry in Catalogue.entries where entry.id.hasPrefix(prefix) {
        for scheme in ColorScheme.allCases {
            for size in [DynamicTypeSize.large, .accessibility5] {
                for width in [402.0, 1024] {
                    let options = RenderOptions(
                        width: width, scale: 2, dynamicTypeSize: size, colorScheme: scheme,
                        minimumHeight: entry.isScreen ? 874 : nil, scrollOffset: entry.scrollOffset,
                        environment: { $0.applyNHSAppearance() })
                    let rendering = try render(entry.make(), options: options)
                    let name = entry.id.replacingOccurrences(of: "/", with: "_") + "-\(scheme)-\(size)-\(Int(width))"
                    try PNG.write(rendering.image, to: folder + "/" + name + ".png")
                }
            }
        }
    }
}

/// Every scene renders without a problem (an unknown symbol, a missing destination) at these settings.
func expectScenesRender(prefix: String) throws {
    let entries = Catalogue.entries.filter { $0.id.hasPrefix(prefix) }
    #expect(!entries.isEmpty)
    for entry in entries {
        for size in [DynamicTypeSize.xSmall, .large, .accessibility5] {
            let rendering = try renderOnNHSScreen(entry.make(), size: size)
            #expect(rendering.size.height > 0, "\(entry.id)")
        }
    }
}
