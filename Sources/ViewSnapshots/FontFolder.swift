#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The folder the fonts are read from, found once by whoever renders (the command line,
/// `assertSnapshot`) as the first of:
/// 1. the folder given (the command line's `--fonts`);
/// 2. the folder the environment variable `NHS_SNAP_FONTS` names, when it is set and not empty;
/// 3. `Fonts/` beside the executable, when it exists: a binary copied with its fonts;
/// 4. nhs-snap's own `Fonts/`, in the package this was built from (`swift run`, `swift test`, and
///    an app's package that depends on nhs-snap).
public struct FontFolder: Hashable, Sendable {
    /// Which rule found a folder.
    public enum Source: Hashable, Sendable, CustomStringConvertible {
        case given, environment, besideExecutable, package

        public var description: String {
            switch self {
            case .given: "the folder given"
            case .environment: FontFolder.environmentVariable
            case .besideExecutable: "beside the executable"
            case .package: "nhs-snap's bundled fonts"
            }
        }
    }

    public let path: String
    public let source: Source

    public init(path: String, source: Source) {
        self.path = path
        self.source = source
    }

    /// The environment variable naming a font folder.
    public static let environmentVariable = "NHS_SNAP_FONTS"

    /// The folder by the rules above: `given` first, then `environment`'s ``environmentVariable``,
    /// then `Fonts` in the folder of `executable` (a path), then ``packageFolder``. Nothing is
    /// read: a folder given or named that holds no fonts is an error when the fonts are loaded.
    public static func find(given: String?, environment: [String: String], executable: String?) -> FontFolder {
        if let given { return FontFolder(path: given, source: .given) }
        if let named = environment[environmentVariable], !named.isEmpty { return FontFolder(path: named, source: .environment) }
        if let executable, let slash = executable.lastIndex(of: "/") {
            let beside = String(executable[...slash]) + "Fonts"
            if isFolder(beside) { return FontFolder(path: beside, source: .besideExecutable) }
        }
        return FontFolder(path: packageFolder, source: .package)
    }

    /// The `Fonts/` folder at the root of the nhs-snap package this file was built in (this file
    /// is `Sources/ViewSnapshots/FontFolder.swift`).
    public static let packageFolder: String = {
        var path = #filePath
        for _ in 0..<3 {
            guard let slash = path.lastIndex(of: "/") else { break }
            path = String(path[..<slash])
        }
        return path + "/Fonts"
    }()

    /// The path of the running executable, links resolved (`/proc/self/exe` on Linux,
    /// `_NSGetExecutablePath` and `realpath` on macOS); nil where the system does not say.
    public static var currentExecutable: String? {
        #if canImport(Darwin)
        var size = UInt32(PATH_MAX) + 1
        var given = [CChar](repeating: 0, count: Int(size))
        guard _NSGetExecutablePath(&given, &size) == 0, let resolved = realpath(given, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
        #else
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        #endif
    }

    private static func isFolder(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }
}
