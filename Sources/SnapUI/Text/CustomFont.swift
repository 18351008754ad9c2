import Raster
import SnapSupport

/// A custom font whose name no face has, among the font folder's files and the app's: the render
/// fails naming it and the nearest names there are, never drawing it silently in another face.
public struct FontNotFoundError: Error, Hashable, CustomStringConvertible {
    /// The PostScript or family name asked for.
    public let name: String
    /// The nearest names the fonts have, nearest first.
    public let nearest: [String]

    public var description: String {
        "no font is named '\(name)' among the font folder's and the app's fonts"
            + (nearest.isEmpty ? "" : "; nearest: \(nearest.map { "'\($0)'" }.joined(separator: ", "))")
    }
}

extension Font {
    /// The font as `environment` draws it (`resolved(at:in:)` at its text size and fonts), the
    /// system font with the environment's `systemFontLineMetrics`; a custom font's name that no
    /// face has is reported to its diagnostics (`FontNotFoundError`).
    func resolved(in environment: EnvironmentValues) -> Raster.Font {
        let fonts = environment.fonts
        if let name, fonts.face(named: name) == nil {
            environment.diagnostics.report(FontNotFoundError(name: name, nearest: NearestNames.to(name, in: fonts.faceNames)))
        }
        var font = resolved(at: environment.dynamicTypeSize, in: fonts)
        if name == nil { font.verticalMetrics = environment.systemFontLineMetrics.verticalMetrics(of: self, at: environment.dynamicTypeSize) }
        return font
    }
}
