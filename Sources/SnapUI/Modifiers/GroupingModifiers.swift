import Foundation

/// The colour space an offscreen drawing works in, as SwiftUI's `ColorRenderingMode`. SnapUI
/// draws in gamma-encoded sRGB in every mode.
public enum ColorRenderingMode: Hashable, Sendable {
    /// Gamma-encoded sRGB.
    case nonLinear
    /// Linear sRGB, clamped.
    case linear
    /// Linear sRGB, unclamped.
    case extendedLinear
}

extension View {
    /// Draws the view into one offscreen image before compositing it, as SwiftUI flattens it with
    /// Metal: at rest the pixels are the same as a compositing group's (SnapUI draws every view in
    /// one pass already). `opaque` and `colorMode` change nothing SnapUI draws.
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
        compositingGroup()
    }

    /// Makes the view's geometry one group for animations (children animate inside their parent's
    /// frame, not from their own). A snapshot shows the resting state, where nothing changes.
    public func geometryGroup() -> some View {
        self
    }
}
