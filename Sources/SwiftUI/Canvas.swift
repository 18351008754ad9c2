import SnapUI

/// A view that draws with code, as SwiftUI's `Canvas`: `Canvas { context, size in ... }`. SnapUI
/// declares it as `CanvasView`, because inside SnapUI `Canvas` is Raster's drawing surface.
public typealias Canvas<Symbols: View> = CanvasView<Symbols>
