#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes every byte of `bytes` to the file descriptor `fd`, retrying short and interrupted
/// writes; false on an error (see errno).
public func writeAll(_ bytes: UnsafeRawBufferPointer, to fd: Int32) -> Bool {
    guard let start = bytes.baseAddress else { return true }
    var offset = 0
    while offset < bytes.count {
        let count = write(fd, start + offset, bytes.count - offset)
        if count < 0 {
            if errno == EINTR { continue }
            return false
        }
        offset += count
    }
    return true
}
