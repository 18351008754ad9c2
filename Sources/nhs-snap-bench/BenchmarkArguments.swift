/// A bad command line for a benchmark subcommand.
struct UsageError: Error, CustomStringConvertible {
    let description: String
}

/// Positional arguments and `--name value` options of one subcommand.
struct BenchmarkArguments {
    private(set) var positional: [String] = []
    private var options: [String: String] = [:]

    /// Splits `arguments`, accepting only the option names in `known`.
    init(_ arguments: [String], known: Set<String>) throws {
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            guard argument.hasPrefix("--") else {
                positional.append(argument)
                continue
            }
            let name = String(argument.dropFirst(2))
            guard known.contains(name) else { throw UsageError(description: "unknown option \(argument)") }
            guard let value = rest.popFirst() else { throw UsageError(description: "\(argument) needs a value") }
            options[name] = value
        }
    }

    /// The option's value as an integer in `range`, or `fallback` when it was not given.
    func integer(_ name: String, in range: ClosedRange<Int>, default fallback: Int) throws -> Int {
        guard let text = options[name] else { return fallback }
        guard let value = Int(text), range.contains(value) else {
            throw UsageError(description: "--\(name) must be an integer from \(range.lowerBound) to \(range.upperBound), not \(text)")
        }
        return value
    }

    /// The option's raw value, if given.
    func string(_ name: String) -> String? { options[name] }
}

/// Milliseconds taken by `body`, measured with the monotonic clock.
func milliseconds(_ body: () throws -> Void) rethrows -> Double {
    let clock = ContinuousClock()
    let start = clock.now
    try body()
    let elapsed = start.duration(to: clock.now)
    return Double(elapsed.components.seconds) * 1e3 + Double(elapsed.components.attoseconds) * 1e-15
}

/// The middle value (mean of the two middle values for an even count); `values` is not empty.
func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}
