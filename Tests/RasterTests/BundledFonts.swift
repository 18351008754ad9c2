import Foundation
import Raster

extension FontSet {
    /// The repository's `Fonts/` folder: this file is Tests/RasterTests/BundledFonts.swift.
    static let bundledFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fonts").path

    /// The fonts the tests draw with: the repository's own.
    static func bundled() throws -> FontSet { try FontSet(folder: bundledFolder) }
}
