import Raster
import SnapUI

extension SnapshotConfiguration {
    /// SnapUI's options for rendering in this configuration: the device's width, the golden
    /// scale, the text size and scheme, and the bundled fonts, loaded once per process and shared
    /// by every render.
    public func renderOptions() throws -> RenderOptions {
        RenderOptions(
            width: Double(device.width), scale: scale, dynamicTypeSize: textSize, colorScheme: scheme,
            fonts: try Self.bundledFonts.get())
    }

    /// The bundled fonts, read on first use (a static `let` is initialised once, thread-safely).
    private static let bundledFonts = Result { try FontSet.bundled() }
}
