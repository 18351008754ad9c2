import Foundation
import Raster

// SwiftUI's colour adjustments: each draws the view into a layer and passes every pixel through
// a colour matrix, with SwiftUI's coefficients (`Raster/Effects/ColorMatrix+Adjustments.swift`),
// in sRGB-encoded values. Layout does not change.

extension View {
    /// Draws the view a fraction `amount` of the way to grey (0 changes nothing, 1 is fully grey),
    /// by Rec. 709 luminance.
    public func grayscale(_ amount: Double) -> some View {
        colorMatrix(.grayscale(amount))
    }

    /// Draws the view brighter: `amount` (0 changes nothing, 1 is white) is added to each channel.
    public func brightness(_ amount: Double) -> some View {
        colorMatrix(.brightness(amount))
    }

    /// Draws the view with its contrast scaled about middle grey (1 changes nothing, 0 is grey,
    /// negative values invert).
    public func contrast(_ amount: Double) -> some View {
        colorMatrix(.contrast(amount))
    }

    /// Draws the view with its saturation scaled (1 changes nothing, 0 is grey, more is more vivid).
    public func saturation(_ amount: Double) -> some View {
        colorMatrix(.saturation(amount))
    }

    /// Draws the view with its hue turned by `angle` about the luminance axis.
    public func hueRotation(_ angle: Angle) -> some View {
        colorMatrix(.hueRotation(angle.radians))
    }

    /// Draws the view with each colour channel multiplied by `color`'s.
    public func colorMultiply(_ color: Color) -> some View {
        wrapNode { node, environment in
            LayerEffectNode(child: node, effect: LayerEffect(filters: [.colorMatrix(.multiply(color.resolve(in: environment)))]))
        }
    }

    /// Draws the view as black whose opacity is its luminance: a mask from a picture.
    public func luminanceToAlpha() -> some View {
        colorMatrix(.luminanceToAlpha)
    }

    /// Draws the view with its colours inverted.
    public func colorInvert() -> some View {
        colorMatrix(.invert)
    }

    /// Draws the view's pixels through `matrix`.
    private func colorMatrix(_ matrix: ColorMatrix) -> some View {
        wrapNode { LayerEffectNode(child: $0, effect: LayerEffect(filters: [.colorMatrix(matrix)])) }
    }
}
