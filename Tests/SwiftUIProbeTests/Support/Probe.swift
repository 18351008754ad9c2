import Raster
import SnapTestSupport
import SwiftUI

/// Renders a probe view as a test looks at it: with the repository's fonts, at one point a pixel unless
/// the test asks for more, so a pixel's coordinates are points.
func probe<V: View>(
    _ view: V, width: Double = 200, scale: Int = 1, colorScheme: ColorScheme = .light,
    dynamicTypeSize: DynamicTypeSize = .large, environment: @escaping (inout EnvironmentValues) -> Void = { _ in }
) throws -> Rendering {
    try SwiftUI.render(
        view,
        options: RenderOptions(
            width: width, scale: scale, dynamicTypeSize: dynamicTypeSize, colorScheme: colorScheme,
            environment: environment))
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
