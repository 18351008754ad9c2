// The compiler's plugin protocol, as a channel: the compiler sends messages on standard input and reads
// replies on standard output, each a little-endian 64-bit length followed by that many bytes of JSON.

import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The protocol version this plugin speaks: the messages of swift-syntax 600 and later, which the
/// compiler maps down to what it speaks when it is older.
let protocolVersion = 7

/// Reads exactly `count` bytes from standard input; nil at the end of input.
func readInput(_ count: Int) -> [UInt8]? {
    var buffer = [UInt8](repeating: 0, count: count)
    var offset = 0
    while offset < count {
        let n = buffer[offset...].withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
        if n < 0 && errno == EINTR { continue }
        if n <= 0 { return nil }
        offset += n
    }
    return buffer
}

/// Writes all of `bytes` to standard output.
func writeOutput(_ bytes: [UInt8]) {
    var offset = 0
    while offset < bytes.count {
        let n = bytes[offset...].withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
        if n < 0 && errno == EINTR { continue }
        if n <= 0 { fail("cannot write to the compiler") }
        offset += n
    }
}

/// The next message from the compiler, as its kind and its content; nil when the compiler closes the
/// pipe or sends an empty message, which ends the session.
func nextMessage() -> (kind: String, content: [String: Any])? {
    guard let header = readInput(8) else { return nil }
    let count = header.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }.littleEndian
    if count == 0 { return nil }
    guard count <= UInt64(Int.max), let payload = readInput(Int(count)) else { fail("a message from the compiler ended early") }
    guard let message = try? JSONSerialization.jsonObject(with: Data(payload)) as? [String: Any],
          message.count == 1, let kind = message.keys.first else {
        fail("a message from the compiler is not one JSON object naming its kind")
    }
    return (kind, message[kind] as? [String: Any] ?? [:])
}

/// Sends one reply.
func reply(_ message: [String: Any]) {
    guard let payload = try? JSONSerialization.data(withJSONObject: message) else { fail("cannot encode a reply") }
    writeOutput(withUnsafeBytes(of: UInt64(payload.count).littleEndian) { Array($0) } + Array(payload))
}

/// Stops with one `error:` line on standard error, which the compiler shows.
func fail(_ cause: String) -> Never {
    FileHandle.standardError.write(Data("error: SnapUI's preview macro plugin: \(cause)\n".utf8))
    exit(1)
}
