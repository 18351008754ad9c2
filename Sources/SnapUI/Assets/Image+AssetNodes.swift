import Foundation
import Raster

extension Image {
    /// The node of the image or symbol set `name` of the catalogues `bundle` (nil: the main bundle's)
    /// and the environment's. An image set: the file for the snapshot's appearance and scale (see
    /// `ImageSet.entry`), sized in points by its scale (a vector by its own size), drawn as a template
    /// when the image, its UIKit image or its catalogue says so. A symbol set: drawn at its font's size in
    /// a square (see `SymbolSet.image`). Not found, or not readable, the problem fails the render.
    func assetNodes(_ name: String, bundle: String?, in environment: EnvironmentValues) -> [Node] {
        do {
            let foreground = uiImage?.tint?.color ?? environment.foregroundStyle ?? environment.labelColor
            let label: String? = switch assetLabel {
            case .name: name
            case .text(let text): text.plainText(in: environment)
            case .decorative: nil
            }
            let node: AssetImageNode
            switch try AssetLookup.of(bundle: bundle, named: environment.assetCatalogues).image(name) {
            case .image(let catalogue, let set):
                guard let entry = set.entry(
                    scale: environment.displayScale, scheme: environment.colorScheme, contrast: environment.colorSchemeContrast,
                    idiom: AssetLookup.idiom)
                else {
                    throw AssetCatalogueError(
                        path: (catalogue.path as NSString).appendingPathComponent(name + ".imageset"),
                        reason: "has no image file for the \(environment.colorScheme == .dark ? "dark" : "light") appearance")
                }
                let content = try catalogue.content(entry.file).get()
                node = AssetImageNode(
                    name: name, content: content, naturalSize: content.size(scale: entry.scale), isResizable: isResizable,
                    tint: drawsAsTemplate(set) ? foreground.resolve(in: environment) : nil, label: label)
            case .symbol(let set):
                // A square 1.3 times its font's size (as symbols laid out in em squares), at the font's weight, in the foreground colour.
                let font = environment.font ?? .body
                let pointSize = font.pointSize(at: environment.dynamicTypeSize)
                let scale = self.scale ?? environment.imageScale
                let side = pointSize * Image.sizeToFont * scale.factor
                let weight = environment.legibleWeight(environment.textStyle.weight ?? font.resolvedWeight)
                let color = templateRenderingMode == .original ? (uiImage?.originalColor ?? .black) : (uiImage?.originalColor ?? foreground)
                let symbol = set.image(side: side, pointSize: pointSize, weight: weight, scale: scale)
                node = AssetImageNode(
                    name: name, content: .vector(symbol), naturalSize: symbol.size, isResizable: isResizable,
                    tint: color.resolve(in: environment), label: label)
            }
            if environment.redactsContent { node.placeholderColor = foreground.resolve(in: environment) }
            // An image is not mirrored right to left (iOS mirrors only images that ask to be).
            node.unmirrorsContent = environment.layoutDirection == .rightToLeft
            return [node]
        } catch {
            environment.diagnostics.report(error)
            return []
        }
    }

    /// Whether the image draws as a template: a UIKit tint colour makes it one (UIKit draws the tint
    /// through the image's alpha); else `renderingMode(_:)`, else the UIKit image's rendering mode,
    /// else the catalogue's "Render As" (a bitmap's own colours by default).
    private func drawsAsTemplate(_ set: ImageSet) -> Bool {
        if uiImage?.tint != nil { return true }
        if let templateRenderingMode { return templateRenderingMode == .template }
        switch uiImage?.renderingMode ?? .automatic {
        case .alwaysTemplate: return true
        case .alwaysOriginal: return false
        case .automatic: return set.isTemplate ?? false
        }
    }
}
