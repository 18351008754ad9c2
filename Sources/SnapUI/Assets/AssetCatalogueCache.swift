import Foundation
import Synchronization

/// The catalogues read so far, by folder, the catalogue folders found in each place searched, and
/// the lookups made of them, so that each is read once a process however many renders (on however
/// many threads) use it. A folder that could not be read keeps its error.
final class AssetCatalogueCache: Sendable {
    static let shared = AssetCatalogueCache()

    private let catalogues = Mutex<[String: Result<AssetCatalogue, AssetCatalogueError>]>([:])
    private let found = Mutex<[String: [String]]>([:])
    private let lookups = Mutex<[LookupKey: AssetLookup]>([:])

    /// What a lookup is made for: a bundle's resource folder (nil: the main bundle) and the folders named.
    private struct LookupKey: Hashable {
        let bundle: String?
        let named: AssetCatalogues
    }

    /// The catalogues a name is looked up in for `bundle` and the folders `named` (see `AssetLookup`).
    func lookup(bundle: String?, named: AssetCatalogues) -> AssetLookup {
        let key = LookupKey(bundle: bundle, named: named)
        if let known = lookups.withLock({ $0[key] }) { return known }
        let lookup = AssetLookup(bundle: bundle, named: named)
        lookups.withLock { $0[key] = lookup }
        return lookup
    }

    /// The catalogue in the `.xcassets` folder `path`.
    func catalogue(at path: String) -> Result<AssetCatalogue, AssetCatalogueError> {
        if let known = catalogues.withLock({ $0[path] }) { return known }
        let result = Result { () throws(AssetCatalogueError) in try AssetCatalogue(folder: path) }
        return catalogues.withLock { cache in
            if let raced = cache[path] { return raced }
            cache[path] = result
            return result
        }
    }

    /// The `.xcassets` folders in `root`, found once: `root` itself if it is one, else those inside
    /// it, `depth` folders down at most (not inside hidden folders, such as `.build`), in name order.
    func catalogueFolders(in root: String, depth: Int) -> [String] {
        let key = "\(depth):\(root)"
        if let known = found.withLock({ $0[key] }) { return known }
        let folders = Self.search(root, depth: depth)
        found.withLock { $0[key] = folders }
        return folders
    }

    private static func search(_ folder: String, depth: Int) -> [String] {
        if (folder as NSString).pathExtension == "xcassets" { return [folder] }
        guard depth > 0, let children = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
        return children.sorted().filter { !$0.hasPrefix(".") }.flatMap { child -> [String] in
            let path = (folder as NSString).appendingPathComponent(child)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else { return [] }
            return search(path, depth: depth - 1)
        }
    }
}
