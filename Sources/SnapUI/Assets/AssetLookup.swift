import Foundation
import Raster
import SnapSupport

/// Finds a name in the asset catalogues a view can see, in order: with no bundle (or `Bundle.main`),
/// the folders of `\.assetCatalogues`, then the catalogues in `Bundle.main`'s resources and in the
/// SwiftPM resource bundles beside the executable (`<Package>_<Target>.resources`); with a bundle,
/// that bundle's catalogues. The first catalogue holding the name wins. Made once for each bundle
/// and set of folders (see `AssetCatalogueCache.lookup`), as every named colour drawn asks for one.
struct AssetLookup: Sendable {
    /// The catalogues searched, in order.
    let catalogues: [AssetCatalogue]
    /// Where catalogues were looked for, in words, for errors.
    let places: String
    /// Catalogues or folders that could not be read.
    let problems: [AssetCatalogueError]

    /// The catalogues for `bundle` (a bundle's resource folder; nil for the main bundle) and the
    /// folders `named`, read once.
    static func of(bundle: String?, named: AssetCatalogues) -> AssetLookup {
        AssetCatalogueCache.shared.lookup(bundle: bundle, named: named)
    }

    /// Finds and reads the catalogues for `bundle` and the folders `named`.
    init(bundle: String?, named: AssetCatalogues) {
        let cache = AssetCatalogueCache.shared
        let main = Bundle.main.resourcePath ?? Bundle.main.bundlePath
        var folders: [String] = []
        var problems: [AssetCatalogueError] = []
        var places: [String] = []
        if let bundle, bundle != main {
            folders = cache.catalogueFolders(in: bundle, depth: 3)
            places.append("the bundle \(bundle)")
        } else {
            for folder in named.folders {
                if FileManager.default.fileExists(atPath: folder) {
                    folders += cache.catalogueFolders(in: folder, depth: 4)
                } else {
                    problems.append(AssetCatalogueError(path: folder, reason: "does not exist (named in \\.assetCatalogues)"))
                }
            }
            places.append(named.folders.isEmpty ? "no folders named in \\.assetCatalogues" : "the folders named in \\.assetCatalogues")
            for (index, folder) in ResourceBundles.folders.enumerated() {
                folders += cache.catalogueFolders(in: folder.path, depth: index == 0 ? 1 : 3)
            }
            places.append("Bundle.main at \(main) and the SwiftPM resource bundles (*.resources) beside it")
        }
        var catalogues: [AssetCatalogue] = []
        var seen: Set<String> = []
        for folder in folders where seen.insert((folder as NSString).standardizingPath).inserted {
            switch cache.catalogue(at: folder) {
            case .success(let catalogue): catalogues.append(catalogue)
            case .failure(let problem): problems.append(problem)
            }
        }
        self.catalogues = catalogues
        self.places = places.joined(separator: " and ")
        self.problems = problems
    }

    /// The resource folder of `bundle`, as lookups name it.
    static func path(of bundle: Bundle?) -> String? {
        bundle.map { $0.resourcePath ?? $0.bundlePath }
    }

    /// The device idiom asset entries are chosen for: the snapshot's.
    static var idiom: String {
        UIKitSnapshot.current.traits.userInterfaceIdiom == .pad ? "ipad" : "iphone"
    }

    /// The colour `name` in `scheme` and `contrast`.
    func color(_ name: String, scheme: ColorScheme, contrast: ColorSchemeContrast) throws -> RGBA {
        let (catalogue, set) = try find(name, kind: "colour", in: \.colors)
        guard let color = try set.get().color(scheme: scheme, contrast: contrast, idiom: Self.idiom) else {
            throw AssetCatalogueError(
                path: (catalogue.path as NSString).appendingPathComponent(name + ".colorset"),
                reason: "has no colour for \(scheme == .dark ? "dark" : "light")\(contrast == .increased ? " high contrast" : "") appearance")
        }
        return color
    }

    /// What `Image(name)` names: an image set or a symbol set.
    enum NamedImage {
        case image(AssetCatalogue, ImageSet)
        case symbol(SymbolSet)
    }

    /// The image or symbol set `name`: the first catalogue holding either wins (Xcode allows one of
    /// a name in a catalogue).
    func image(_ name: String) throws -> NamedImage {
        for catalogue in catalogues {
            if let set = catalogue.images[name] { return .image(catalogue, try set.get()) }
            if let set = catalogue.symbols[name] { return .symbol(try set.get()) }
        }
        let known = Set(catalogues.flatMap { Array($0.images.keys) + Array($0.symbols.keys) })
        throw AssetNotFoundError(
            kind: "image", name: name, searched: catalogues.map(\.path), places: places,
            nearest: NearestNames.to(name, in: known), problems: problems)
    }

    /// The first catalogue holding `name` in `sets`, and its set.
    private func find<Set>(
        _ name: String, kind: String, in sets: KeyPath<AssetCatalogue, [String: Result<Set, AssetCatalogueError>]>
    ) throws -> (AssetCatalogue, Result<Set, AssetCatalogueError>) {
        for catalogue in catalogues {
            if let set = catalogue[keyPath: sets][name] { return (catalogue, set) }
        }
        let known = catalogues.flatMap { $0[keyPath: sets].keys }
        throw AssetNotFoundError(
            kind: kind, name: name, searched: catalogues.map(\.path), places: places,
            nearest: NearestNames.to(name, in: Swift.Set(known)), problems: problems)
    }
}
