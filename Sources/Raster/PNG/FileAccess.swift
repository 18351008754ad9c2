#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SnapSupport

/// Whole-file reads and atomic whole-file writes for PNG files, with errors that name the path.
enum FileAccess {
    /// The bytes of the file at `path`.
    static func readAll(_ path: String) throws(PNGError) -> [UInt8] {
        // Non-blocking, so that opening a pipe returns at once and is refused below; regular files
        // ignore the flag.
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        if fd < 0 {
            if errno == ENOENT { throw .fileNotFound(path: path) }
            throw .cannotRead(path: path, reason: systemReason())
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw .cannotRead(path: path, reason: systemReason()) }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw .cannotRead(path: path, reason: "it is a folder")
        // A pipe or a device could block or never end.
        default: throw .cannotRead(path: path, reason: "it is not a regular file")
        }

        var bytes = [UInt8]()
        bytes.reserveCapacity(Int(info.st_size))
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count == 0 { return bytes }
            if count < 0 {
                if errno == EINTR { continue }
                throw .cannotRead(path: path, reason: systemReason())
            }
            bytes.append(contentsOf: chunk[0..<count])
        }
    }

    /// Writes `bytes` atomically (``AtomicFile/write(_:to:)``: a temporary file beside `path`,
    /// then a rename), so a reader sees the old file or the whole new one.
    static func writeAtomically(_ bytes: [UInt8], to path: String) throws(PNGError) {
        do throws(AtomicFile.WriteError) { try AtomicFile.write(bytes, to: path) } catch {
            throw .cannotWrite(path: error.path, reason: error.reason)
        }
    }
}
