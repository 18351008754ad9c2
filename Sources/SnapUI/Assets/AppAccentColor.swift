import Raster

extension AssetLookup {
    /// The name of the colour set an app's accent colour comes from: Xcode's default for the
    /// `ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME` build setting, which every app template
    /// keeps, so `Color.accentColor`, links and tinted controls draw in it.
    static let accentColorName = "AccentColor"

    /// The app's accent colour in `scheme` and `contrast`: the `AccentColor` set of the first
    /// catalogue holding one, or nil when none does or its set has no colour chosen (the template's
    /// `AccentColor` is empty, and iOS then keeps its blue). A set that cannot be read is reported
    /// to `diagnostics`, which fails the render, rather than silently drawn blue.
    func accentColor(scheme: ColorScheme, contrast: ColorSchemeContrast, diagnostics: Diagnostics?) -> RGBA? {
        guard let set = catalogues.lazy.compactMap({ $0.colors[Self.accentColorName] }).first else { return nil }
        do {
            return try set.get().color(scheme: scheme, contrast: contrast, idiom: Self.idiom)
        } catch {
            diagnostics?.report(error)
            return nil
        }
    }
}
