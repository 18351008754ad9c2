#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SnapSupport

/// A folder nhs-snap reads and writes in (goldens, artefacts, docs), and the only way it makes
/// paths inside one: every path is the root plus checked components, so nothing can lead outside.
///
/// A component is refused when it is empty, `.` or `..`, starts with `.`, or holds anything but
/// ASCII letters, digits, `-`, `_`, `.` and `@`. Before a path is read or written, every component
/// that exists is checked with `lstat` and refused when it is a symbolic link, so a link inside
/// the folder cannot point out of it. (The root itself is the user's choice and may be a link.)
/// The one exception to the leading `.`: a hidden file, `.` and an accepted name, found by
/// ``contents()`` and named with `hiddenFile: true` (stale temporaries of writes).
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
    /// file such as ``contents()`` finds).
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
        let full = try path(components, hiddenFile: hiddenFile)
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

    /// The regular files under the root, in one walk of its folders (never following links):
    /// the ones ``path(_:hiddenFile:)`` accepts, and the hidden ones (`.` followed by an accepted
    /// name). Names it would refuse are skipped; both lists are sorted. Empty when the root is missing.
    public func contents() -> FolderContents {
        var contents = FolderContents(files: [], hiddenFiles: [])
        walk([], into: &contents)
        func sorted(_ list: [[String]]) -> [[String]] { list.sorted { $0.joined(separator: "/") < $1.joined(separator: "/") } }
        return FolderContents(files: sorted(contents.files), hiddenFiles: sorted(contents.hiddenFiles))
    }

    private func walk(_ folder: [String], into contents: inout FolderContents) {
        let folderPath = ([root] + folder).joined(separator: "/")
        guard let directory = opendir(folderPath) else { return }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            // `.` and `..` fail the check either way: past their first dot they are empty or start with `.`.
            let isHidden = name.hasPrefix(".")
            guard (try? Self.check(component: isHidden ? String(name.dropFirst()) : name, in: folder + [name])) != nil else { continue }
            var info = stat()
            guard lstat(folderPath + "/" + name, &info) == 0 else { continue }
            switch info.st_mode & S_IFMT {
            case S_IFDIR where !isHidden: walk(folder + [name], into: &contents)
            case S_IFREG where isHidden: contents.hiddenFiles.append(folder + [name])
            case S_IFREG: contents.files.append(folder + [name])
            default: continue
            }
        }
    }

    /// Removes the file at `components` (refusing links, as ``checkedPath(_:hiddenFile:)``), then each
    /// folder above it up to the root that is left empty. `hiddenFile` as for ``path(_:hiddenFile:)``.
    public func remove(_ components: [String], hiddenFile: Bool = false) throws(SnapshotError) {
        let full = try checkedPath(components, hiddenFile: hiddenFile)
        guard unlink(full) == 0 else { throw .cannotWrite(full, reason: systemReason()) }
        var folders = components.dropLast()
        while !folders.isEmpty, rmdir(([root] + folders).joined(separator: "/")) == 0 {
            folders = folders.dropLast()
        }
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

/// What ``SafeFolder/contents()`` finds: the components of each regular file inside the folder.
public struct FolderContents: Sendable {
    /// Files with names ``SafeFolder/path(_:hiddenFile:)`` accepts.
    public var files: [[String]]
    /// Hidden files: `.` followed by an accepted name.
    public var hiddenFiles: [[String]]
}
