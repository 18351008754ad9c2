#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whole-file writes that a reader sees whole or not at all: the bytes go to a temporary file
/// beside the destination, which is then renamed over it. Every file nhs-snap writes (goldens,
/// review images, reports) is written this way, and this type alone knows the temporaries' names,
/// so the one that finds stale ones (`prune`) reads them with ``temporary(named:)``.
///
/// A temporary is named `.<file name>.tmp-<pid>-<random>`, e.g.
/// `.iphone-se.large.light@1x.png.tmp-4242-3735928559`: hidden, with the writer's process id and
/// a random 32-bit number in decimal.
public enum AtomicFile {
    /// A file that could not be written, and why.
    public struct WriteError: Error, Equatable {
        public let path: String
        public let reason: String
    }

    /// What a temporary's name says: the file it was going to replace, and the process writing it.
    public struct Temporary: Equatable, Sendable {
        /// The destination's file name (without its folder).
        public let fileName: String
        public let processID: Int32
    }

    /// Writes `bytes` to a new temporary file beside `path`, then renames it over `path`. The
    /// temporary file is removed on any failure; a process killed midway leaves only its
    /// temporary. The file is not fsynced: this guards against a crash of the process, not of the
    /// machine.
    public static func write(_ bytes: [UInt8], to path: String) throws(WriteError) {
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        guard !name.isEmpty else { throw WriteError(path: path, reason: "the path names a folder, not a file") }
        let temporary = folder + temporaryName(for: name, processID: getpid(), random: UInt32.random(in: .min ... .max))

        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        if fd < 0 {
            if errno == ENOENT {
                throw WriteError(path: path, reason: "the folder \(folder.isEmpty ? "." : folder) does not exist")
            }
            throw WriteError(path: path, reason: systemReason())
        }
        var renamed = false
        defer { if !renamed { unlink(temporary) } }

        let written = bytes.withUnsafeBytes { writeAll($0, to: fd) }
        let writeReason = written ? nil : systemReason()
        let closed = close(fd) == 0
        if let writeReason { throw WriteError(path: path, reason: writeReason) }
        guard closed else { throw WriteError(path: path, reason: systemReason()) }
        guard rename(temporary, path) == 0 else { throw WriteError(path: path, reason: systemReason()) }
        renamed = true
    }

    /// `.<fileName>.tmp-<processID>-<random>`.
    static func temporaryName(for fileName: String, processID: Int32, random: UInt32) -> String {
        ".\(fileName).tmp-\(processID)-\(random)"
    }

    /// What the temporary called `name` was writing; nil unless `name` has exactly the shape
    /// ``write(_:to:)`` gives its temporaries.
    public static func temporary(named name: String) -> Temporary? {
        guard name.hasPrefix(".") else { return nil }
        // `<file>.tmp`, `<pid>`, `<random>`: the file's name may hold `-` itself.
        var parts = name.dropFirst().split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count >= 3 else { return nil }
        let random = parts.removeLast(), process = parts.removeLast()
        let head = parts.joined(separator: "-")
        guard head.hasSuffix(".tmp"), head.count > ".tmp".count, isDecimal(process), isDecimal(random),
            let processID = Int32(process), processID > 0, UInt32(random) != nil
        else { return nil }
        return Temporary(fileName: String(head.dropLast(".tmp".count)), processID: processID)
    }

    private static func isDecimal(_ text: Substring) -> Bool {
        !text.isEmpty && text.utf8.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
    }
}
