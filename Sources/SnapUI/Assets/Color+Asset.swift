import Foundation
import Raster

extension Color {
    /// The colour set `name` of an asset catalogue, as SwiftUI's `Color(_:bundle:)`: looked up when
    /// drawn, in the snapshot's appearance (light or dark, and high contrast when
    /// `colorSchemeContrast` is increased), in `bundle`'s catalogues, or with no bundle in
    /// `\.assetCatalogues`'s folders and the main bundle's (see ``AssetCatalogues``). A name no
    /// catalogue holds fails the render naming it and the nearest names.
    public init(_ name: String, bundle: Bundle? = nil) {
        self.init(RGBA.clear)
        asset = AssetColorReference(name: name, bundle: AssetLookup.path(of: bundle))
    }
}

/// A colour from an asset catalogue (`Color("name")`), found when it is resolved, as it may differ
/// with each snapshot's appearance and catalogues.
struct AssetColorReference: Hashable, Sendable {
    let name: String
    /// The bundle's resource folder; nil for the main bundle.
    let bundle: String?
    /// The opacity `opacity(_:)` gave the colour.
    var opacity: Double = 1

    /// The colour in `environment`'s scheme and contrast, from its catalogues; clear when it is not
    /// found, which fails the render (the error goes to the environment's diagnostics).
    func resolve(in environment: EnvironmentValues) -> RGBA {
        resolve(scheme: environment.colorScheme, contrast: environment.colorSchemeContrast,
                catalogues: environment.assetCatalogues, diagnostics: environment.diagnostics)
    }

    /// The colour in `scheme` and `contrast`, from the catalogues of the snapshot being rendered
    /// (UIKit code resolving a `UIColor(named:)` has no environment). A name not found is reported
    /// to the render's diagnostics and resolves clear.
    func resolve(
        scheme: ColorScheme, contrast: ColorSchemeContrast, catalogues: AssetCatalogues = UIKitSnapshot.current.assetCatalogues,
        diagnostics: Diagnostics? = UIKitSnapshot.current.diagnostics
    ) -> RGBA {
        do {
            return try AssetLookup.of(bundle: bundle, named: catalogues).color(name, scheme: scheme, contrast: contrast).opacity(opacity)
        } catch {
            diagnostics?.report(error)
            return .clear
        }
    }
}
