import Foundation
import Raster
import SnapUI

/// The repository's fonts, which the view tests draw with, read once.
public let bundledFonts: FontSet = {
    // This file is Tests/SnapTestSupport/BundledFontOptions.swift.
    let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fonts").path
    do { return try FontSet(folder: folder) } catch {
        fatalError("cannot read the repository's fonts in \(folder): \(error)")
    }
}()

extension RenderOptions {
    /// Render options drawing with the repository's fonts (``bundledFonts``), so that a test
    /// says only what it varies.
    public init(
        width: Double, scale: Int = 2, dynamicTypeSize: DynamicTypeSize = .large, colorScheme: ColorScheme = .light,
        showsOnOffLabels: Bool = false, minimumHeight: Double? = nil, scrollOffset: Double = 0,
        environment: @escaping (inout EnvironmentValues) -> Void = { _ in }
    ) {
        self.init(
            width: width, scale: scale, dynamicTypeSize: dynamicTypeSize, colorScheme: colorScheme,
            showsOnOffLabels: showsOnOffLabels, minimumHeight: minimumHeight, scrollOffset: scrollOffset,
            fonts: bundledFonts, environment: environment)
    }
}
