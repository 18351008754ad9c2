#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A folder nhs-snap reads and writes in (goldens, artefacts, docs), and the only way it makes
/// paths inside one: every path is the root plus checked components, so nothing can lead outside.
///
/// A component is refused when it is empty, `.` or `..`, starts with `.`, or holds anything but
/// ASCII letters, digits, `-`, `_`, `.` and `@`. Before a path is read or written, every component
/// that exists is checked with `lstat` and refused when it is a symbolic link, so a link inside
/// the folder cannot point out of it. (The root itself is the user's choice and may be a link.)
/// The one exception to the leading `.`: a hidden file, `.` and an accepted name, found by
/// ``hiddenFiles(where:)`` and named with `hiddenFile: true` (stale temporaries of writes).
public struct SafeFolder: Sendable, Hashable {
    /// The folder's path as given, without a trailing `/`.
    public let root: String

    /// The folder at `root`, which need not exist yet; throws for an empty path.
    public init(_ root: String) throws(SnapshotError) {
        var trimmed = root
        while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed.removeLast() }
        guard !trimmed.isEmpty else { throw .unsafePath(root, reason: "the folder path is empty") }
        self.root = trimmed
    }

    /// `root/a/b/c` after checking each component's spelling (not the file system). With
    /// `hiddenFile`, the last component must instead be `.` followed by an accepted name (a hidden
    /// file such as ``hiddenFiles(where:)`` finds).
    public func path(_ components: [String], hiddenFile: Bool = false) throws(SnapshotError) -> String {
        for (index, component) in components.enumerated() {
            if hiddenFile && index == components.count - 1 {
                guard component.hasPrefix(".") else {
                    throw .unsafePath(components.joined(separator: "/"), reason: "'\(component)' is not a hidden file's name")
                }
                try Self.check(component: String(component.dropFirst()), in: components)
            } else {
                try Self.check(component: component, in: components)
            }
        }
        return ([root] + components).joined(separator: "/")
    }

    /// The path of `components` after checking that none of them that exists is a symbolic
    /// link and that every folder on the way is a folder: safe to read, or to write once the
    /// folders exist. `hiddenFile` as for ``path(_:hiddenFile:)``.
    public func checkedPath(_ components: [String], hiddenFile: Bool = false) throws(SnapshotError) -> String {
        try refusingLinks(path(components, hiddenFile: hiddenFile), components)
    }

    /// `full`, the path of `components`, after checking that none of them that exists is a
    /// symbolic link and that every folder on the way is a folder.
    private func refusingLinks(_ full: String, _ components: [String]) throws(SnapshotError) -> String {
        var current = root
        for (index, component) in components.enumerated() {
            current += "/" + component
            var info = stat()
            guard lstat(current, &info) == 0 else { break }  // does not exist: nothing below it does
            let type = info.st_mode & S_IFMT
            if type == S_IFLNK {
                throw .unsafePath(full, reason: "'\(current)' is a symbolic link")
            }
            if index < components.count - 1 && type != S_IFDIR {
                throw .unsafePath(full, reason: "'\(current)' is not a folder")
            }
        }
        return full
    }

    /// Checks `components` as ``checkedPath(_:hiddenFile:)`` does, creates the root (with its parents) and
    /// the folders of every component but the last, and returns the path, ready for writing a file.
    public func preparedPath(_ components: [String]) throws(SnapshotError) -> String {
        _ = try checkedPath(components)
        // The root and the folders above it, as `mkdir -p` would, then the checked components.
        let rootParts = root.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        var current = ""
        for (index, part) in (rootParts + components.dropLast()).enumerated() {
            current = index == 0 ? part : current + "/" + part
            if current.isEmpty { continue }  // the "" before an absolute path's first "/"
            if mkdir(current, 0o755) != 0 && errno != EEXIST {
                throw .cannotWrite(current, reason: systemReason())
            }
        }
        // Check again: a folder made by someone else between the check and mkdir may be a link.
        return try checkedPath(components)
    }

    /// The components of every regular file under the root, folders walked without following
    /// links, sorted; names that ``path(_:hiddenFile:)`` would refuse are skipped. Empty when the root is missing.
    public func files() -> [[String]] {
        walk(.accepted) { _ in true }
    }

    /// The components of every regular file under the root that is not hidden, whatever its
    /// name (spaces, markup: names ``path(_:hiddenFile:)`` would refuse, which nhs-snap never
    /// writes), found as ``files()`` finds files, sorted: for finding files that do not belong.
    /// Names that are not UTF-8 are skipped.
    public func filesWithAnyName() -> [[String]] {
        walk(.anyName) { _ in true }
    }

    /// The components of every hidden regular file under the root (`.` followed by a name
    /// ``path(_:hiddenFile:)`` accepts) that `isWanted` accepts (given the file's components), found as
    /// ``files()`` finds files (which skips them), sorted.
    public func hiddenFiles(where isWanted: ([String]) -> Bool) -> [[String]] {
        walk(.hidden, where: isWanted)
    }

    /// Which names a walk lists: those ``path(_:hiddenFile:)`` accepts, hidden ones (`.` and an
    /// accepted name), or any name that is not hidden.
    private enum Names { case accepted, hidden, anyName }

    /// The regular files under the root with `names` that `isWanted` accepts, sorted. Folders
    /// (never hidden ones, and with `.anyName` whatever their name) are walked without following links.
    private func walk(_ names: Names, where isWanted: ([String]) -> Bool) -> [[String]] {
        var found: [[String]] = []
        walk([], names, where: isWanted, into: &found)
        return found.sorted { $0.joined(separator: "/") < $1.joined(separator: "/") }
    }

    private func walk(_ folder: [String], _ names: Names, where isWanted: ([String]) -> Bool, into found: inout [[String]]) {
        let folderPath = ([root] + folder).joined(separator: "/")
        guard let directory = opendir(folderPath) else { return }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            let bytes = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
            guard let name = String(validating: bytes, as: UTF8.self), name != ".", name != ".." else { continue }
            let isHidden = name.hasPrefix(".")
            if names != .anyName || isHidden {
                // `.` and `..` fail the check either way: past their first dot they are empty or start with `.`.
                guard (try? Self.check(component: isHidden ? String(name.dropFirst()) : name, in: folder + [name])) != nil else { continue }
            }
            var info = stat()
            guard lstat(folderPath + "/" + name, &info) == 0 else { continue }
            switch info.st_mode & S_IFMT {
            case S_IFDIR where !isHidden: walk(folder + [name], names, where: isWanted, into: &found)
            case S_IFREG where isHidden == (names == .hidden) && isWanted(folder + [name]): found.append(folder + [name])
            default: continue
            }
        }
    }

    /// Removes the file at `components` (refusing links, as ``checkedPath(_:hiddenFile:)``), then each
    /// folder above it up to the root that is left empty. `hiddenFile` as for ``path(_:hiddenFile:)``.
    public func remove(_ components: [String], hiddenFile: Bool = false) throws(SnapshotError) {
        try remove(path: checkedPath(components, hiddenFile: hiddenFile), components)
    }

    /// Unlinks `full`, the checked path of `components`, then the folders above it left empty.
    private func remove(path full: String, _ components: [String]) throws(SnapshotError) {
        guard unlink(full) == 0 else { throw .cannotWrite(full, reason: systemReason()) }
        var folders = components.dropLast()
        while !folders.isEmpty, rmdir(([root] + folders).joined(separator: "/")) == 0 {
            folders = folders.dropLast()
        }
    }

    /// Removes a file that ``filesWithAnyName()`` found, whatever its name, as ``remove(_:hiddenFile:)``
    /// removes one; a component that is empty, `.` or `..`, or holds `/`, is refused.
    public func remove(found components: [String]) throws(SnapshotError) {
        let shown = components.joined(separator: "/")
        for component in components where component.isEmpty || component == "." || component == ".." || component.contains("/") {
            throw .unsafePath(shown, reason: "'\(component)' is not the name of a file in the folder")
        }
        try remove(path: refusingLinks(([root] + components).joined(separator: "/"), components), components)
    }

    private static func check(component: String, in components: [String]) throws(SnapshotError) {
        let shown = components.joined(separator: "/")
        guard !component.isEmpty else { throw .unsafePath(shown, reason: "it has an empty component") }
        guard !component.hasPrefix(".") else {
            throw .unsafePath(shown, reason: "'\(component)' starts with '.' (no '..', no hidden files)")
        }
        guard component.unicodeScalars.allSatisfy(isSafe) else {
            throw .unsafePath(shown, reason: "'\(component)' has a character other than letters, digits, '-', '_', '.' and '@'")
        }
    }

    private static func isSafe(_ c: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(c) || ("A"..."Z").contains(c) || ("0"..."9").contains(c)
            || c == "-" || c == "_" || c == "." || c == "@"
    }
}

/// The system's description of the current errno, e.g. "Permission denied".
func systemReason() -> String { String(cString: strerror(errno)) }
