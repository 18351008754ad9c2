#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Standard error, written unbuffered: error lines, timings and progress.
public enum StandardError {
    /// Writes `text` as it is (add the newline yourself).
    public static func write(_ text: String) {
        _ = Array(text.utf8).withUnsafeBytes { writeAll($0, to: STDERR_FILENO) }
    }

    /// True when standard error is a terminal (so a progress line can be redrawn in place).
    public static var isTerminal: Bool { isatty(STDERR_FILENO) == 1 }
}
