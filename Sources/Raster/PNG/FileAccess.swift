import Glibc

/// Whole-file reads and atomic whole-file writes, with errors that name the path.
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

    /// Writes `bytes` to a new temporary file beside `path`, then renames it over `path`, so a reader
    /// sees the old file or the whole new one, never part of it, even if the process dies midway.
    /// The temporary file is removed on any failure; one killed midway leaves only its temporary
    /// file (`.<name>.tmp-<pid>-<random>`). The file is not fsynced: this guards against a crash of
    /// the process, not of the machine.
    static func writeAtomically(_ bytes: [UInt8], to path: String) throws(PNGError) {
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        guard !name.isEmpty else { throw .cannotWrite(path: path, reason: "the path names a folder, not a file") }
        let temporary = "\(folder).\(name).tmp-\(getpid())-\(UInt32.random(in: .min ... .max))"

        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        if fd < 0 {
            if errno == ENOENT {
                throw .cannotWrite(path: path, reason: "the folder \(folder.isEmpty ? "." : folder) does not exist")
            }
            throw .cannotWrite(path: path, reason: systemReason())
        }
        var renamed = false
        defer { if !renamed { unlink(temporary) } }

        let written = writeAll(bytes, to: fd)
        let writeReason = written ? nil : systemReason()
        let closed = close(fd) == 0
        if let writeReason { throw .cannotWrite(path: path, reason: writeReason) }
        guard closed else { throw .cannotWrite(path: path, reason: systemReason()) }
        guard rename(temporary, path) == 0 else { throw .cannotWrite(path: path, reason: systemReason()) }
        renamed = true
    }

    /// Writes every byte, retrying short and interrupted writes; false on error (see errno).
    private static func writeAll(_ bytes: [UInt8], to fd: Int32) -> Bool {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let count = write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if count < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                offset += count
            }
            return true
        }
    }

    /// The system's description of the current errno, e.g. "Permission denied".
    private static func systemReason() -> String { String(cString: strerror(errno)) }
}
