import Raster
import Synchronization

/// The fonts a run draws with: one folder, read the first time a scene is drawn (or ``load()``
/// is called) and shared by every render after, on any thread. A command that only lists scenes
/// never reads it.
public final class SceneFonts: Sendable {
    public let folder: FontFolder
    private let loaded = Mutex<Result<FontSet, LoadError>?>(nil)

    public init(folder: FontFolder) {
        self.folder = folder
    }

    /// Fonts that could not be read, naming the folder, how it was found, and the file at fault.
    public struct LoadError: Error, CustomStringConvertible {
        public let folder: FontFolder
        public let reason: String

        public var description: String {
            "cannot read the fonts in '\(folder.path)' (\(folder.source)): \(reason)"
        }
    }

    /// The fonts, read from the folder on the first call.
    public func load() throws(LoadError) -> FontSet {
        try loaded.withLock { loaded in
            if let loaded { return loaded }
            let result: Result<FontSet, LoadError>
            do { result = .success(try FontSet(folder: folder.path)) } catch {
                result = .failure(LoadError(folder: folder, reason: "\(error)"))
            }
            loaded = result
            return result
        }.get()
    }
}
