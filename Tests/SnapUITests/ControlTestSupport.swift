import Raster
@testable import SnapUI

// Reading renderings in the controls' tests: pixels, colours, laid-out elements, what VoiceOver reads
// (compositing is `over` and `near` of PaintTestSupport.swift).

/// The pixel under the point (x, y), in points.
func pixel(_ rendering: Rendering, _ x: Double, _ y: Double) -> RGBA {
    let scale = Double(rendering.image.width) / rendering.size.width
    return rendering.image[Int(x * scale), Int(y * scale)]
}

/// Every colour drawn inside `frame`, in points.
func colors(_ rendering: Rendering, in frame: Rect) -> Set<RGBA> {
    let scale = Double(rendering.image.width) / rendering.size.width
    var found = Set<RGBA>()
    for y in Int(frame.minY * scale)..<Int(frame.maxY * scale) {
        for x in Int(frame.minX * scale)..<Int(frame.maxX * scale) { found.insert(rendering.image[x, y]) }
    }
    return found
}

/// The laid-out elements with `role`, depth first.
func elements(_ rendering: Rendering, role: String) -> [LayoutElement] {
    rendering.layout.flatMap { $0.elements(withRole: role) }
}

/// The frame of the first text showing `string`.
func textFrame(_ rendering: Rendering, _ string: String) -> Rect? {
    elements(rendering, role: "text").first { $0.string("text") == string }?.frame
}

/// The strings of the texts drawn, in order.
func texts(_ rendering: Rendering) -> [String] {
    elements(rendering, role: "text").compactMap { $0.string("text") }
}

/// What VoiceOver reads, a line an element.
func transcript(_ rendering: Rendering) -> [String] {
    AccessibilityElement.transcript(rendering.accessibility)
}

/// The colour `color` takes in `scheme`.
func resolved(_ color: Color, _ scheme: ColorScheme = .light) -> RGBA {
    color.resolve(in: scheme)
}
