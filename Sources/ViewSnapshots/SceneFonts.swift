import Foundation
import Raster
import SnapUI
import Synchronization

/// The fonts a run draws with: one folder, and the app's own font folders whose faces custom fonts
/// may name (as `UIAppFonts` registers an app's fonts on iOS) with the fonts its resource bundles hold, read the first time a scene is drawn
/// (or ``load()`` is called) and shared by every render after, on any thread. A command that only
/// lists scenes never reads them.
public final class SceneFonts: Sendable {
    public let folder: FontFolder
    /// The app's font folders: every font file in them may be named by `Font.custom` and `UIFont(name:size:)`.
    public let appFonts: [String]
    /// The app's resource bundles, whose font files are registered as the app's folders' are (see
    /// ``ResourceBundleFonts``).
    public let resourceBundles: [URL]
    private let loaded = Mutex<Result<FontSet, LoadError>?>(nil)

    /// The fonts of `folder`, `appFonts` and the fonts in `resourceBundles` (by default `Bundle.main`'s
    /// and the SwiftPM resource bundles beside the executable).
    public init(folder: FontFolder, appFonts: [String] = [], resourceBundles: [URL] = ResourceBundles.folders) {
        self.folder = folder
        self.appFonts = appFonts
        self.resourceBundles = resourceBundles
    }

    /// Fonts that could not be read, naming the folder, how it was found, and the file at fault.
    public struct LoadError: Error, CustomStringConvertible {
        public let folder: FontFolder
        public let reason: String

        public var description: String {
            "cannot read the fonts in '\(folder.path)' (\(folder.source)): \(reason)"
        }
    }

    /// The fonts, read from the folders on the first call.
    public func load() throws(LoadError) -> FontSet {
        try loaded.withLock { loaded in
            if let loaded { return loaded }
            let result: Result<FontSet, LoadError>
            do {
                let folders = appFonts + ResourceBundleFonts.folders(in: resourceBundles)
                result = .success(try folders.reduce(try FontSet(folder: folder.path)) { try $0.addingFonts(in: $1) })
            } catch {
                result = .failure(LoadError(folder: folder, reason: "\(error)"))
            }
            loaded = result
            return result
        }.get()
    }
}
