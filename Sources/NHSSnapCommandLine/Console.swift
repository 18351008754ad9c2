import SnapSupport

/// Where a command's output goes: lines for standard output and for standard error. The tool
/// writes to the process's own; tests collect the lines.
struct Console {
    /// Writes a line (without its newline) to standard output.
    let out: (String) -> Void
    /// Writes a line (without its newline) to standard error.
    let err: (String) -> Void

    /// The process's standard output and standard error.
    static var standard: Console { Console(out: { print($0) }, err: { StandardError.write($0 + "\n") }) }
}
