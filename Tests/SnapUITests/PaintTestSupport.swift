import Foundation
import Raster
@testable import SnapUI

/// Renders `view` at 1x, `width` points wide, for tests that read pixels back.
func paintRendering<V: View>(_ view: V, width: Double = 60, scheme: ColorScheme = .light, scale: Int = 1) throws -> Bitmap {
    try render(view, options: RenderOptions(width: width, scale: scale, colorScheme: scheme)).image
}

/// True when each channel of `a` is within `tolerance` of `b`'s.
func near(_ a: RGBA, _ b: RGBA, within tolerance: Int = 2) -> Bool {
    abs(Int(a.r) - Int(b.r)) <= tolerance && abs(Int(a.g) - Int(b.g)) <= tolerance
        && abs(Int(a.b) - Int(b.b)) <= tolerance && abs(Int(a.a) - Int(b.a)) <= tolerance
}

/// `color` composited over `background` as the canvas does it.
func over(_ color: RGBA, _ background: RGBA) -> RGBA {
    var canvas = Canvas(width: 1, height: 1, background: background)
    canvas.fill(.rect(Rect(x: 0, y: 0, width: 1, height: 1)), color: color)
    return canvas.bitmap[0, 0]
}

/// Writes `image` for a person to look at when NHS_SNAP_WRITE_TEST_IMAGES names a folder.
func writePaintImageForLooking(_ image: Bitmap, _ name: String) throws {
    guard let folder = ProcessInfo.processInfo.environment["NHS_SNAP_WRITE_TEST_IMAGES"], !folder.isEmpty else { return }
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try PNG.write(image, to: folder + "/" + name + ".png")
}
