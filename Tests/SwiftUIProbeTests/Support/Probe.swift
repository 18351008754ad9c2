import Raster
import SnapTestSupport
import SwiftUI

/// Renders a probe view as a test looks at it: with the repository's fonts, at one point a pixel unless
/// the test asks for more, so a pixel's coordinates are points. The view is made while UIKit's globals
/// describe the snapshot (a screen `deviceHeight` points high when given), as a catalogue's scenes are.
func probe<V: View>(
    _ view: @autoclosure () -> V, width: Double = 200, scale: Int = 1, colorScheme: ColorScheme = .light,
    dynamicTypeSize: DynamicTypeSize = .large, deviceHeight: Double? = nil,
    environment: @escaping (inout EnvironmentValues) -> Void = { _ in }
) throws -> Rendering {
    var options = RenderOptions(
        width: width, scale: scale, dynamicTypeSize: dynamicTypeSize, colorScheme: colorScheme, environment: environment)
    options.deviceHeight = deviceHeight
    return try SwiftUI.render(options: options, view)
}

extension Rendering {
    /// The strings of the texts laid out, in reading order.
    var texts: [String] {
        layout.flatMap { $0.elements(withRole: "text") }.compactMap { $0.string("text") }
    }

    /// The laid-out elements with `role`, depth first.
    func elements(withRole role: String) -> [LayoutElement] {
        layout.flatMap { $0.elements(withRole: role) }
    }
}
