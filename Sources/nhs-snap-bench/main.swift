// nhs-snap-bench: micro-benchmarks for nhs-snap, one subcommand each, printing JSON results.
// The scripts in Benchmarks/ run these side by side with a peer implementation.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Every subcommand: its name, its usage line, and what runs it (given the remaining arguments).
let subcommands: [(name: String, usage: String, run: ([String]) throws -> Void)] = [
    ("png-encode", PNGEncodeBenchmark.usage, PNGEncodeBenchmark.run),
]

/// Writes `text` and a newline to standard error.
func printError(_ text: String) {
    let line = text + "\n"
    _ = line.utf8CString.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count - 1) }
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard let name = arguments.first, let subcommand = subcommands.first(where: { $0.name == name }) else {
    printError("usage:\n" + subcommands.map { "  nhs-snap-bench \($0.usage)" }.joined(separator: "\n"))
    exit(2)
}
do {
    try subcommand.run(Array(arguments.dropFirst()))
} catch {
    printError("nhs-snap-bench \(name): \(error)")
    exit(1)
}
