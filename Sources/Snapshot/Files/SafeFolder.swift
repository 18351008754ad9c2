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

    /// The regular files under the root, in one walk of its folders (never following links):
    /// the ones ``path(_:hiddenFile:)`` accepts, and the hidden ones (`.` followed by an accepted
    /// name), and apart, the files that are not hidden with a name it would refuse, or in a folder
    /// with one (spaces, markup: nhs-snap never writes them). Names that are not UTF-8 are skipped;
    /// every list is sorted. Empty when the root is missing.
    public func contents() -> FolderContents {
        var contents = FolderContents(files: [], hiddenFiles: [], oddlyNamedFiles: [])
        walk([], oddlyNamed: false, into: &contents)
        func sorted(_ list: [[String]]) -> [[String]] { list.sorted { $0.joined(separator: "/") < $1.joined(separator: "/") } }
        return FolderContents(
            files: sorted(contents.files), hiddenFiles: sorted(contents.hiddenFiles), oddlyNamedFiles: sorted(contents.oddlyNamedFiles))
    }

    /// Walks `folder`; `oddlyNamed` when its own name, or a name above it, is one the check refuses.
    private func walk(_ folder: [String], oddlyNamed: Bool, into contents: inout FolderContents) {
        let folderPath = ([root] + folder).joined(separator: "/")
        guard let directory = opendir(folderPath) else { return }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            let bytes = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
            guard let name = String(validating: bytes, as: UTF8.self), name != ".", name != ".." else { continue }
            let isHidden = name.hasPrefix(".")
            let accepted = (try? Self.check(component: isHidden ? String(name.dropFirst()) : name, in: folder + [name])) != nil
            // A hidden file or folder with an odd name is neither listed nor walked.
            guard accepted || !isHidden else { continue }
            let odd = oddlyNamed || !accepted
            var info = stat()
            guard lstat(folderPath + "/" + name, &info) == 0 else { continue }
            switch info.st_mode & S_IFMT {
            case S_IFDIR where !isHidden: walk(folder + [name], oddlyNamed: odd, into: &contents)
            case S_IFREG where odd: contents.oddlyNamedFiles.append(folder + [name])
            case S_IFREG where isHidden: contents.hiddenFiles.append(folder + [name])
            case S_IFREG: contents.files.append(folder + [name])
            default: continue
            }
        }
    }

    /// Removes the file at `components` (refusing links, as ``checkedPath(_:hiddenFile:)``), then each
    /// folder above it up to the root that is left empty. `hiddenFile` as for ``path(_:hiddenFile:)``.
    public func remove(_ components: [String], hiddenFile: Bool = false) throws(SnapshotError) {
        try remove(path: checkedPath(components, hiddenFile: hiddenFile), components)
    }

    /// Removes a file that ``contents()`` found, even one of its ``FolderContents/oddlyNamedFiles``,
    /// as ``remove(_:hiddenFile:)`` removes one; a component that is empty, `.` or `..`, or holds
    /// `/`, is refused.
    public func remove(found components: [String]) throws(SnapshotError) {
        let shown = components.joined(separator: "/")
        for component in components where component.isEmpty || component == "." || component == ".." || component.contains("/") {
            throw .unsafePath(shown, reason: "'\(component)' is not the name of a file in the folder")
        }
        try remove(path: refusingLinks(([root] + components).joined(separator: "/"), components), components)
    }

    /// Unlinks `full`, the checked path of `components`, then the folders above it left empty.
    private func remove(path full: String, _ components: [String]) throws(SnapshotError) {
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
    /// Files that are not hidden, with a name that is not accepted or in a folder with one.
    public var oddlyNamedFiles: [[String]]
}
