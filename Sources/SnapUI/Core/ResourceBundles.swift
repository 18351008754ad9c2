import Foundation

/// Where an app's resources are on Linux when no bundle is named: `Bundle.main` (the executable's folder)
/// and the resource bundles SwiftPM builds beside the executable, one folder per target with resources
/// (`<Package>_<Target>.resources`), in name order. Asset catalogues and string tables are looked up in them, and
/// the command line registers the fonts they hold.
public enum ResourceBundles {
    /// `Bundle.main`'s resource folder, then each `*.resources` folder beside it.
    public static var folders: [URL] {
        let main = Bundle.main.resourceURL ?? Bundle.main.bundleURL
        let bundles = ((try? FileManager.default.contentsOfDirectory(atPath: main.path)) ?? [])
            .filter { $0.hasSuffix(".resources") }.sorted()
            .map { main.appendingPathComponent($0, isDirectory: true) }
        return [main] + bundles
    }
}
