#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What `lstat` says about a path: its type, inode and modification time. Nil when the path
/// does not exist (or cannot be examined).
public struct FileStatus: Sendable, Equatable {
    public let isRegularFile: Bool
    public let isFolder: Bool
    public let isSymbolicLink: Bool
    public let inode: UInt64
    /// Modification time in nanoseconds since 1970.
    public let modified: Int64

    public init?(_ path: String) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        let type = info.st_mode & S_IFMT
        isRegularFile = type == S_IFREG
        isFolder = type == S_IFDIR
        isSymbolicLink = type == S_IFLNK
        inode = UInt64(info.st_ino)
        #if canImport(Darwin)
        let time = info.st_mtimespec
        #else
        let time = info.st_mtim
        #endif
        modified = Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }
}
