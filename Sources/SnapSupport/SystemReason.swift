#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The system's description of the current `errno`, e.g. "Permission denied": the reason in
/// every error about a file that a system call refused.
public func systemReason() -> String { String(cString: strerror(errno)) }
