import Foundation

/// The asset catalogues a render looks colours and images up in beside the bundles' own: folders
/// the caller names, each an `.xcassets` folder or a folder holding some (an app's sources, say),
/// searched in order before the bundle. Set it in the environment (`\.assetCatalogues`), so the
/// workflow and the command line can pass an app's catalogues to every view.
///
/// `Color("name")` and `Image("name")` with no bundle search these folders, then `Bundle.main`'s
/// resources and the SwiftPM resource bundles beside the executable (`<Package>_<Target>.resources`,
/// where SwiftPM copies a target's `Assets.xcassets` on Linux, whether `.process`ed or `.copy`d).
/// With a bundle (`bundle: .module`), only that bundle's resources are searched.
public struct AssetCatalogues: Hashable, Sendable {
    /// The folders searched first, in order.
    public var folders: [String]

    /// Catalogues in `folders`: `.xcassets` folders or folders holding them.
    public init(folders: [String] = []) {
        self.folders = folders
    }
}

private struct AssetCataloguesKey: EnvironmentKey {
    static let defaultValue = AssetCatalogues()
}

extension EnvironmentValues {
    /// The asset catalogues named colours and images are looked up in before the bundles' own.
    public var assetCatalogues: AssetCatalogues {
        get { self[AssetCataloguesKey.self] }
        set { self[AssetCataloguesKey.self] = newValue }
    }
}
