import Foundation
import Raster

/// A symbol set (`Name.symbolset`) of an asset catalogue: a custom SF Symbol, the SVG template the
/// SF Symbols app exports (see `SVGSymbolTemplate`).
struct SymbolSet: Sendable {
    let template: SVGSymbolTemplate

    /// The symbol set in `folder`.
    init(folder: String) throws(AssetCatalogueError) {
        let json = try AssetJSON(folder: folder)
        guard let filename = try json.objects("symbols").compactMap({ $0["filename"] as? String }).first else {
            throw json.error("the symbol set has no file")
        }
        let file = (folder as NSString).appendingPathComponent(filename)
        guard let data = FileManager.default.contents(atPath: file), let text = String(data: data, encoding: .utf8) else {
            throw AssetCatalogueError(path: file, reason: "cannot be read as UTF-8 text")
        }
        do { template = try SVGSymbolTemplate(text) } catch {
            throw AssetCatalogueError(path: file, reason: "cannot be drawn as a symbol: \(error)")
        }
    }

    /// The template's names for SwiftUI's weights, lightest first.
    static let weightNames = ["Ultralight", "Thin", "Light", "Regular", "Medium", "Semibold", "Bold", "Heavy", "Black"]

    /// The symbol drawn in a square of `side` points (as symbols laid out in em squares), at `pointSize`
    /// (the template's 100-point design scaled to it), its cap height centred in the square, in the
    /// variant for `weight` and `scale`.
    func image(side: Double, pointSize: Double, weight: Font.Weight, scale: Image.Scale) -> SVGImage {
        let scaleName = switch scale {
        case .small: "S"
        case .medium: "M"
        case .large: "L"
        }
        let weights = Self.weightNames
        let variant = template.variant(weight: weights[Font.Weight.allCases.firstIndex(of: weight) ?? 3], scale: scaleName, weights: weights)
        let units = side / (pointSize / 100)
        return SVGImage(
            size: Size(width: side, height: side),
            viewBox: Rect(x: variant.width / 2 - units / 2, y: -variant.capHeight / 2 - units / 2, width: units, height: units),
            shapes: variant.shapes)
    }
}
