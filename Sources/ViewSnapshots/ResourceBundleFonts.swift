import Foundation

/// The fonts an app bundles as resources, registered as iOS registers the fonts an app's `UIAppFonts`
/// lists, so that `Font.custom` finds them with no folder named. SwiftPM copies a target's resources into
/// `<Package>_<Target>.resources` beside the executable: `.process` rules put each file at the bundle's top,
/// `.copy` rules keep the folder. So the top of each `*.resources` bundle and the folders directly in it
/// are searched for `.ttf` and `.otf` files.
enum ResourceBundleFonts {
    /// The file extensions of fonts.
    static let fontExtensions: Set<String> = ["ttf", "otf"]

    /// The folders holding font files among the `*.resources` folders of `bundles` and the folders
    /// directly in them, in name order.
    static func folders(in bundles: [URL]) -> [String] {
        let manager = FileManager.default
        var folders: [String] = []
        for bundle in bundles where bundle.lastPathComponent.hasSuffix(".resources") {
            let inside = ((try? manager.contentsOfDirectory(atPath: bundle.path)) ?? []).sorted()
            let candidates = [bundle.path] + inside.map { bundle.appendingPathComponent($0).path }
            for folder in candidates where holdsFonts(folder) {
                folders.append(folder)
            }
        }
        return folders
    }

    /// Whether `folder` is a folder with a font file directly in it.
    private static func holdsFonts(_ folder: String) -> Bool {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.contains { fontExtensions.contains(($0 as NSString).pathExtension.lowercased()) }
    }
}
